/// A scroll view scrolled down by 150 whose content (320 × 820) comes from constraints, and a
/// nested horizontal one with an explicit content size, scrolled right by 170: the scene the
/// tests of scroll views' layout and of their render nodes share.
public enum ScrollingFeed {
    public static let xml = """
    <scene width="320" height="480">
      <scrollView id="feed" frame="0 44 320 436" contentOffset="0 150" backgroundColor="systemGray6">
        <view id="banner" backgroundColor="systemIndigo">
          <view id="badge" frame="10 20 30 40"/>
        </view>
        <scrollView id="carousel" contentSize="796 120" contentOffset="170 0">
          <view id="tile" frame="16 10 140 100"/>
        </scrollView>
        <constraints>
          <constraint>banner.top == feed.contentLayoutGuide.top + 16</constraint>
          <constraint>banner.leading == feed.contentLayoutGuide.leading + 16</constraint>
          <constraint>banner.trailing == feed.contentLayoutGuide.trailing - 16</constraint>
          <constraint>banner.width == feed.frameLayoutGuide.width - 32</constraint>
          <constraint>banner.height == 120</constraint>
          <constraint>carousel.top == banner.bottom + 16</constraint>
          <constraint>carousel.leading == feed.contentLayoutGuide.leading</constraint>
          <constraint>carousel.width == feed.frameLayoutGuide.width</constraint>
          <constraint>carousel.height == 120</constraint>
          <constraint>carousel.bottom == feed.contentLayoutGuide.bottom - 548</constraint>
        </constraints>
      </scrollView>
    </scene>
    """
}
