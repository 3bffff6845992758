/// The name of an attribute a view, image view, label, button, flow, stack view, scroll view, table view, collection view, cell, layer,
/// gradient layer, shape layer or standard control element may carry: the key under which each node keeps where its attributes were
/// written, so later stages point a diagnostic at the attribute by a name the compiler checks.
///
/// The raw value is the attribute as a scene writes it, which is UIKit's property name
/// (`CALayer`'s for layers).
public enum AttributeName: String, CaseIterable, Hashable, Sendable {
    case id, frame, bounds, center, position, transform, anchorPoint
    case backgroundColor, alpha, opacity, isHidden, clipsToBounds, masksToBounds
    case isUserInteractionEnabled, passThrough, borderWidth, borderColor, cornerRadius, zPosition
    case cornerCurve, maskedCorners
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case x, y, width, height, centerX, centerY, maxX, maxY, sizeToFit
    case autoresizingMask, translatesAutoresizingMaskIntoConstraints, intrinsicSize
    case contentHuggingPriority, contentCompressionResistancePriority, layoutMargins, spacingAfter, expectedFrame, displayName
    case image
    case text, title, font, textColor, tintColor, textAlignment, numberOfLines, lineBreakMode, contentEdgeInsets
    case spacing, lineSpacing
    case axis, distribution, alignment, isLayoutMarginsRelativeArrangement
    case contentSize, contentOffset
    case type, colors, locations, startPoint, endPoint
    case path, fillColor, fillRule, strokeColor, lineWidth, lineCap, lineJoin, miterLimit, lineDashPattern, lineDashPhase
    case strokeStart, strokeEnd
    case contentMode, renderingMode
    case alignmentRectInsets
    case isOn, onTintColor, thumbTintColor, isEnabled, value, minimumValue, maximumValue
    case minimumTrackTintColor, maximumTrackTintColor, segments, selectedSegmentIndex
    case progress, progressTintColor, trackTintColor, style, color
    case numberOfPages, currentPage, pageIndicatorTintColor, currentPageIndicatorTintColor
    case configuration
    case borderStyle, placeholder, clearButtonMode, leftView, rightView, leftViewMode, rightViewMode
    case textContainerInset, lineFragmentPadding, isScrollEnabled
    case prefersLargeTitles, systemItem, placement, spaceWidth, isSelected
    case searchBarStyle
    case date, datePickerMode
    case rowHeight, detailText, accessoryType, accessoryView, contentInset, contentInsetAdjustmentBehavior, separatorStyle
    case scrollDirection, itemSize, estimatedItemSize, minimumInteritemSpacing, minimumLineSpacing, sectionInset
    case headerReferenceSize, footerReferenceSize
}
