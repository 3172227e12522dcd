/// An error in a layout's own code rather than in Filmstrip or its inputs: a frame that is not finite, a target
/// offset that is NaN, attributes for an item that does not exist. The command line reports it as it reports an
/// unusable input (exit 1), since the fix is in the code under test.
package protocol LayoutCodeError: Error, CustomStringConvertible {}
