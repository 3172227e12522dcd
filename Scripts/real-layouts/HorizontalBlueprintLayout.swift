import UIKit

/// Blueprints' horizontal layout as its README sets it up: one row of fixed-size items.
public let realLayoutStyle = UIKitLayoutStyle(name: "horizontal-blueprint", height: 200) { collectionView in
    HorizontalBlueprintLayout(
        itemsPerRow: 2.5, height: 160, minimumInteritemSpacing: 10,
        minimumLineSpacing: 10, sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
}
