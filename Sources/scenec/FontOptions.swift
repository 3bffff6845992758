import FoundationEssentials
import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

/// Where fonts come from, for every command that lays a scene out.
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font-dir"), help: ArgumentHelp(
        "A folder of TrueType or OpenType files, searched for the font families scenes name before /usr/share/fonts; repeatable.",
        valueName: "dir"))
    var directories: [String] = []

    @Flag(name: .customLong("no-system-fonts"), help: ArgumentHelp(
        "Read fonts only from the --font-dir folders, never from /usr/share/fonts: a build that runs scenec in a sandbox declares the fonts it gives as inputs. The system font (Inter-*.otf, InterDisplay-*.otf), DejaVu Sans (DejaVuSans*.ttf), Noto Sans CJK (NotoSansCJK-*.ttc) and Noto Color Emoji (NotoColorEmoji.ttf) are then found by file name at the top of a --font-dir folder."))
    var noSystemFonts = false

    /// Each folder must exist, whether or not a scene names a family it would be searched for:
    /// a mistyped path is found at once, not on the day a scene first needs it.
    func validate() throws {
        for directory in directories {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory else {
                throw ValidationError("--font-dir '\(directory)' is not a folder")
            }
        }
    }
}
