import FilmstripUIKit

class ThumbnailCollectionViewFlowLayout: UICollectionViewFlowLayout {
 
    /// スクロールを停止するポイントを取得します。
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        // スクロール完了地点に表示される、セルのレイアウト属性を取得
        guard let collectionView,
              let layoutAttributes = super.layoutAttributesForElements(in: CGRect(origin: proposedContentOffset, size: collectionView.frame.size))
        else { return proposedContentOffset }

        // 「スクロール完了地点 + 画面幅の半分」でスクロール完了時の画面中央のポイントを計算
        let horizontalCenter = proposedContentOffset.x + (collectionView.frame.width / 2)

        // 画面中央に最も近いセルが、中央(2の数値)からどれだけ離れているかを保持する変数
        var closestOffset = CGFloat.greatestFiniteMagnitude

        // レイアウト属性を一つずつ確認
        for attribute in layoutAttributes {
            // 各セルの中央と画面中央の距離を計算
            let distanceFromCenter = attribute.center.x - horizontalCenter
            // 画面中央に最も近いセルとの距離を更新
            if abs(distanceFromCenter) < abs(closestOffset) {
                closestOffset = distanceFromCenter
            }
        }

        // スクロール停止地点のx座標を「スクロール停止地点 + 3の変数」にすることで画面中央に近いセルを中央に表示させる
        return CGPoint(x: proposedContentOffset.x + closestOffset, y: proposedContentOffset.y)
    }

 
    /// 指定された矩形内のすべてのセルとビューのレイアウト属性を取得する。
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView, let rectAttributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let visibleRect = CGRect(origin: collectionView.contentOffset, size: collectionView.frame.size)
        var cellWidthDifference = 0.0

        // セルが画面中央に近づくにつれ拡大表示させる
        for attribute in rectAttributes where attribute.frame.intersects(visibleRect) {
            // 画面中央からどれだけセルが離れているかを計算
            let distanceFromCenter = visibleRect.midX - attribute.center.x
            // 拡大縮小を始める範囲を決定
            let maxDistance = attribute.frame.width / 2

            // セルが拡大縮小の範囲内に入っているかを判定
            if abs(distanceFromCenter) < maxDistance {
                // 拡大縮小の倍率を計算
                let originCellWidth = attribute.frame.width                                 // 元々のセル幅
                let cellHeightRatio = collectionView.frame.height / attribute.frame.height  // CollectionViewに対するセルの高さ比率を計算
                let distanceRatio   = distanceFromCenter / maxDistance                      // 画面中央からセルまでの距離比率を計算
                let zoomScale       = 1 + (cellHeightRatio - 1) * (1 - abs(distanceRatio))  // ズーム倍率を計算
                // 拡大縮小を適用
                attribute.transform3D = CATransform3DMakeScale(zoomScale, zoomScale, 1)

                // 次のセル間隔調整のためにセル幅の変化量を保持
                cellWidthDifference = attribute.frame.width - originCellWidth
            }
        }

        // セルの拡大に合わせて、左右のセル間隔を調整する
        for attribute in rectAttributes where attribute.frame.intersects(visibleRect) {
            // 画面中央からどれだけセルが離れているかを計算
            let distanceFromCenter = visibleRect.midX - attribute.center.x
            // 拡大縮小を始める範囲を決定
            let maxDistance = attribute.frame.width / 2

            // セルが拡大縮小の範囲外か判定
            if abs(distanceFromCenter) > maxDistance {
                // セルが左右のどちらにあるかを判定
                if distanceFromCenter > 0 {
                    // 左の場合、拡大縮小したセルの幅分だけセルを左にずらす
                    attribute.frame.origin.x -= (cellWidthDifference / 2)
                } else {
                    // 右の場合、拡大縮小したセルの幅分だけセルを右にずらす
                    attribute.frame.origin.x += (cellWidthDifference / 2)
                }
            }
        }

        return rectAttributes
    }
    
    // boundsが変更されたらレイアウトを更新するかの設定
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        // セルの拡大縮小などのレイアウト変更が更新されるようにtrueを返します
        return true
    }
}
