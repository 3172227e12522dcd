import FilmstripJSON

/// The one HTML file both writers produce: the inlined style sheet, the data as an inline JSON block (a page
/// opened from file:// cannot fetch a JSON file) and the inlined script that renders it. No network, no build step.
enum ReportPage {
    static let dataElementID = "filmstrip-data"

    /// The page's Content-Security-Policy: its own script and style sheet only (by their SHA-256, so no other
    /// script runs, inline or from a file in its image folders), images from its own folder, no network and no
    /// forms. A report is uploaded from CI and opened by reviewers; whatever a shard slipped into it cannot run.
    static let contentSecurityPolicy: String = [
        "default-src 'none'",
        "script-src 'sha256-\(SHA256Digest.base64(Array(("\n" + ReportScript.source).utf8)))'",
        "style-src 'sha256-\(SHA256Digest.base64(Array(("\n" + ReportStyle.source).utf8)))'",
        "img-src 'self' data:",
        "connect-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
    ].joined(separator: "; ")

    static func html(title: String, data: JSONValue) -> String {
        html(title: title, dataJSON: data.serialized())
    }

    /// The page around `dataJSON`, a serialized JSON object (escaped here for the script block).
    static func html(title: String, dataJSON: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="Filmstrip">
        <title>\(MarkupEscaping.attribute(title))</title>
        <link rel="icon" href="data:,">
        <style>
        \(ReportStyle.source)</style>
        </head>
        <body>
        <div id="app"></div>
        <noscript><p>This report needs JavaScript to show its images.</p></noscript>
        <script type="application/json" id="\(dataElementID)">\(HTMLEscaping.scriptJSON(dataJSON))</script>
        <script>
        \(ReportScript.source)</script>
        </body>
        </html>

        """
    }
}
