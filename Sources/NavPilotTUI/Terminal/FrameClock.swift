import Observation

/// A counter every frame reads and the event loop advances before the next frame, so the previous
/// frame's Observation tracking is always retired (see `EventLoop.render()`).
@Observable
final class FrameClock {
    var frame = 0
}
