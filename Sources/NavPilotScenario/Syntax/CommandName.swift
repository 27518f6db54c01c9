/// The commands of the scenario language and how each is used, for error messages.
enum CommandName {
    static let usage: [String: String] = [
        "Session": "Session takes a session name",
        "Set": "Set Size takes a size like 100x30",
        "Key": "Key takes a key name and an optional count",
        "Burst": "Burst takes key names and strings, delivered in one read",
        "Type": "Type takes one string",
        "Paste": "Paste takes one string",
        "Focus": "Focus takes a pane name, next or prev",
        "Push": "Push takes a pane and one or more routes",
        "Pop": "Pop takes a pane and an optional count",
        "PopTo": "PopTo takes a pane and a route",
        "PopToLast": "PopToLast takes a pane and a route",
        "PopToRoot": "PopToRoot takes a pane",
        "Replace": "Replace takes a pane and a list of routes in brackets",
        "ReplaceCurrent": "ReplaceCurrent takes a pane and a route",
        "Back": "Back takes an optional pane",
        "OpenURL": "OpenURL takes a pane and a URL in quotes",
        "Resize": "Resize takes a size like 80x24",
        "Zoom": "Zoom takes a pane",
        "Unzoom": "Unzoom takes no arguments",
        "Relaunch": "Relaunch takes no arguments",
        "ExpectStack": "ExpectStack takes a pane and a list of routes in brackets",
        "ExpectTop": "ExpectTop takes a pane and a route",
        "ExpectDepth": "ExpectDepth takes a pane and a number",
        "ExpectFocus": "ExpectFocus takes a pane",
        "ExpectZoom": "ExpectZoom takes a pane or none",
        "ExpectText": "ExpectText takes a string, or in, a pane and a string",
        "ExpectNoText": "ExpectNoText takes a string, or in, a pane and a string",
        "Snapshot": "Snapshot takes a name made of letters, digits, '-', '_' and '.'",
    ]

    /// Every command, as suggestions know them (`Set` is written `Set Size`).
    static let all: [String] = [
        "Session", "Set", "Key", "Burst", "Type", "Paste", "Focus", "Push", "Pop", "PopTo", "PopToLast", "PopToRoot",
        "Replace", "ReplaceCurrent", "Back", "OpenURL", "Resize", "Zoom", "Unzoom", "Relaunch", "ExpectStack",
        "ExpectTop", "ExpectDepth", "ExpectFocus", "ExpectZoom", "ExpectText", "ExpectNoText", "Snapshot",
    ]
}
