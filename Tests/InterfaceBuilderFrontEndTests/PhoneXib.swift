/// A `.xib` document as Xcode 16 saves one for iPhone 14 Pro (`retina6_12`, toolsVersion
/// 23504, Auto Layout), around `objects`: the shell the frame tests' documents share. `objects`
/// starts on the document's fifth line and carries its own indentation, so that a test can
/// name the line and column of each element.
enum PhoneXib {
    static func document(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }
}
