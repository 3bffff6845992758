import XMLReading

/// Interface Builder's size-class variations, resolved for the document's device: a
/// `<variation key="default">` uninstalls constraints and subviews for every size class, and a
/// variation whose key the device's traits match (`heightClass=compact`,
/// `widthClass=regular`) installs them again for those classes, as UIKit does when the trait
/// collection is set.
struct IBVariations {
    /// Ids of constraints and views that are not installed on this device.
    private(set) var uninstalled: Set<String> = []

    /// The variations of every element of the document, for a device of these size classes.
    init(records: [XMLElementRecord], widthClass: String, heightClass: String) {
        var excluded: Set<String> = [], included: Set<String> = []
        for index in records.indices where records[index].name == "variation" {
            let variation = IBElement(records: records, index: index)
            guard let key = variation["key"] else { continue }
            let applies = key == "default" || Self.matches(key, width: widthClass, height: heightClass)
            guard applies else { continue }
            for mask in variation.children where mask.name == "mask" {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    if entry.name == "exclude", key == "default" { excluded.insert(reference) }
                    if entry.name == "include", key != "default" { included.insert(reference) }
                }
            }
        }
        uninstalled = excluded.subtracting(included)
    }

    /// Whether every `name=value` part of a key (`heightClass=compact-widthClass=regular`) holds.
    private static func matches(_ key: String, width: String, height: String) -> Bool {
        key.split(separator: "-").allSatisfy { part in
            switch part {
            case "widthClass=\(width)", "heightClass=\(height)": true
            default: false
            }
        }
    }
}

extension IBVariations {
    /// Size-class variations and what they change.
    static let support: [IBSupport] = [
        IBSupport("variation", .imported, attributes: [
            "axis": .imported, "constant": .imported, "distribution": .imported, "spacing": .imported,
        ]),
        IBSupport("mask", .imported),
        IBSupport("exclude", .imported, attributes: [
            "reference": .noEffect,
        ]),
        IBSupport("include", .imported, attributes: [
            "reference": .noEffect,
        ]),
    ]
}
