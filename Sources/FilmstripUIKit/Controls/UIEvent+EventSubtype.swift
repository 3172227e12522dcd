extension UIEvent {
    /// What a motion or remote-control event is, with UIKit's raw values. No event reaches a rendering.
    public enum EventSubtype: Int, Sendable {
        /// Not a motion or remote-control event.
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause, whichever is not on.
        case remoteControlTogglePlayPause = 103
        /// The next track.
        case remoteControlNextTrack = 104
        /// The previous track.
        case remoteControlPreviousTrack = 105
        /// Seeking backward begins.
        case remoteControlBeginSeekingBackward = 106
        /// Seeking backward ends.
        case remoteControlEndSeekingBackward = 107
        /// Seeking forward begins.
        case remoteControlBeginSeekingForward = 108
        /// Seeking forward ends.
        case remoteControlEndSeekingForward = 109
    }
}
