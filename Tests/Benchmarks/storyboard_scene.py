#!/usr/bin/env python3
"""Writes an Interface Builder storyboard to stdout: SCENES view controllers (default 100), each
with a view of ROWS rows (default 25) of four views (a row container, a label, an image view and
a button) and six constraints a row, so 100 × 25 gives 10,000 views and 15,000 constraints.
Each row container is pinned to its root's layout margins below the row before (the first to
the safe area) with a fixed height; its label is placed by constraints (leading, centred) and
sized by its text; the image view and button keep their frames through autoresizing masks, as
views without constraints do in Interface Builder. Each controller shows the next by a segue,
so the storyboard's map has SCENES − 1 arrows. Frames are stored as UIKit places them on an
iPhone 15 (393 × 852, margins 16, safe area top 59). For the README's "storyboard" row:

    python3 Tests/Benchmarks/storyboard_scene.py 100 25 > /tmp/board/Main.storyboard
    /usr/bin/time -v .build/release/scenec compile /tmp/board/Main.storyboard -o /tmp/board/out
    xmllint --noout /tmp/board/Main.storyboard
"""
import sys

scenes = int(sys.argv[1]) if len(sys.argv) > 1 else 100
rows = int(sys.argv[2]) if len(sys.argv) > 2 else 25
width, margin, top, row_height, gap = 393, 16, 59, 28, 4
out = ['<?xml version="1.0" encoding="UTF-8"?>',
       '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" '
       'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
       'useSafeAreas="YES" colorMatched="YES" initialViewController="c0">',
       '    <device id="retina6_12" orientation="portrait" appearance="light"/>',
       '    <scenes>']
for s in range(scenes):
    root, safe = f"r{s}", f"g{s}"
    out.append(f'        <scene sceneID="s{s}">')
    out.append('            <objects>')
    out.append(f'                <viewController storyboardIdentifier="Screen{s}" id="c{s}" sceneMemberID="viewController">')
    out.append(f'                    <view key="view" contentMode="scaleToFill" id="{root}">')
    out.append(f'                        <rect key="frame" x="0.0" y="0.0" width="{width}" height="852"/>')
    out.append('                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>')
    out.append('                        <subviews>')
    constraints = []
    for r in range(rows):
        row, label, image, button = (f"v{s}-{r}-{k}" for k in "rlib")
        y = top + r * (row_height + gap)
        out.append(f'                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{row}">')
        out.append(f'                                <rect key="frame" x="{margin}" y="{y}" width="{width - 2 * margin}" height="{row_height}"/>')
        out.append('                                <subviews>')
        text = f"Row {r} of screen {s}"
        out.append(f'                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="{text}" '
                   f'textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{label}">')
        out.append(f'                                        <rect key="frame" x="8" y="4" width="{8 * len(text)}" height="20.333333333333332"/>')
        out.append('                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>')
        out.append('                                        <nil key="textColor"/>')
        out.append('                                    </label>')
        out.append(f'                                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" id="{image}">')
        out.append('                                        <rect key="frame" x="280" y="2" width="24" height="24"/>')
        out.append('                                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/>')
        out.append('                                        <color key="backgroundColor" systemColor="systemBlueColor"/>')
        out.append('                                    </imageView>')
        out.append(f'                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" id="{button}">')
        out.append('                                        <rect key="frame" x="312" y="0.0" width="46" height="28"/>')
        out.append('                                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/>')
        out.append('                                        <state key="normal" title="Go"/>')
        if s + 1 < scenes and r == 0:
            out.append(f'                                        <connections><segue destination="c{s + 1}" kind="show" id="q{s}"/></connections>')
        out.append('                                    </button>')
        out.append('                                </subviews>')
        out.append('                                <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>')
        out.append('                                <constraints>')
        out.append(f'                                    <constraint firstItem="{label}" firstAttribute="leading" secondItem="{row}" secondAttribute="leading" constant="8" id="k{s}-{r}-a"/>')
        out.append(f'                                    <constraint firstItem="{label}" firstAttribute="centerY" secondItem="{row}" secondAttribute="centerY" id="k{s}-{r}-b"/>')
        out.append(f'                                    <constraint firstAttribute="height" constant="{row_height}" id="k{s}-{r}-c"/>')
        out.append('                                </constraints>')
        out.append('                            </view>')
        above = f'secondItem="{safe}" secondAttribute="top" constant="0"' if r == 0 else \
            f'secondItem="v{s}-{r - 1}-r" secondAttribute="bottom" constant="{gap}"'
        constraints += [
            f'<constraint firstItem="{row}" firstAttribute="leading" secondItem="{root}" secondAttribute="leadingMargin" id="k{s}-{r}-d"/>',
            f'<constraint firstItem="{row}" firstAttribute="trailing" secondItem="{root}" secondAttribute="trailingMargin" id="k{s}-{r}-e"/>',
            f'<constraint firstItem="{row}" firstAttribute="top" {above} id="k{s}-{r}-f"/>',
        ]
    out.append('                        </subviews>')
    out.append(f'                        <viewLayoutGuide key="safeArea" id="{safe}"/>')
    out.append('                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>')
    out.append('                        <constraints>')
    out += ['                            ' + c for c in constraints]
    out.append('                        </constraints>')
    out.append('                    </view>')
    out.append('                </viewController>')
    out.append(f'                <placeholder placeholderIdentifier="IBFirstResponder" id="f{s}" sceneMemberID="firstResponder"/>')
    out.append('            </objects>')
    out.append(f'            <point key="canvasLocation" x="{(s % 10) * 500}" y="{(s // 10) * 1000}"/>')
    out.append('        </scene>')
out.append('    </scenes>')
out.append('    <resources>')
out.append('        <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>')
out.append('    </resources>')
out.append('</document>')
print("\n".join(out))
