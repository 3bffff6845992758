import ArgumentParser

/// Where fonts come from, for every command that lays a scene out.
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font-dir"), help: ArgumentHelp(
        "A folder of TrueType or OpenType files, searched for the font families scenes name before /usr/share/fonts; repeatable.",
        valueName: "dir"))
    var directories: [String] = []
}
