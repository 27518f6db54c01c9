import NavPilot

/// Navigation transitions in the window manager: noticing a push or pop with a style, playing it
/// over a few frames, ending it early on input.
extension WindowManager {
    /// The entry a pane showed on top, and the transition it was pushed with.
    struct ShownTop: Equatable {
        let id: StackEntryID
        let transition: NavPilotNavigationTransition?
    }

    /// One frame's transition work. The render pass collects what it finds here; `finish(_:)` stores
    /// it once the frame is drawn (nothing is written to the window manager while rendering).
    struct TransitionPass {
        let previous: CellBuffer
        var tops: [String: ShownTop] = [:]
        var playing: [String: PaneTransition] = [:]

        /// After `pane` drew its content into `content`: starts a transition when its top entry changed
        /// with a style since the last frame, and draws the next frame of the one playing.
        @MainActor
        mutating func animate(
            _ pane: PaneRuntime, content: Rect, in buffer: inout CellBuffer, by manager: WindowManager
        ) {
            guard let pilot = pane.pane.pilot else { return }
            let id = pilot.currentEntryID
            let top = ShownTop(id: id, transition: pilot.transition(of: id))
            tops[pane.name] = top
            var transition = manager.animations.transitions[pane.name]
            if let shown = manager.animations.shownTops[pane.name], shown.id != top.id {
                transition = Self.transition(from: shown, to: top, content: content, previous: previous)
            }
            guard var playing = transition, playing.rect == content, previous.size == buffer.size else { return }
            playing.drawNextFrame(into: &buffer)
            if !playing.isFinished { self.playing[pane.name] = playing }
        }

        /// A newer entry on top was pushed: its style plays forward. An older entry on top means the
        /// shown one was popped: its style plays in reverse. Replaced entries have no style.
        static func transition(
            from shown: ShownTop, to top: ShownTop, content: Rect, previous: CellBuffer
        ) -> PaneTransition? {
            if top.id > shown.id, let style = top.transition {
                return PaneTransition(style: style, isReversed: false, rect: content, previous: previous)
            }
            if top.id < shown.id, let style = shown.transition {
                return PaneTransition(style: style, isReversed: true, rect: content, previous: previous)
            }
            return nil
        }
    }

    /// Whether a navigation transition is playing in any pane (more frames are due).
    public var isPlayingTransition: Bool { !animations.transitions.isEmpty }

    /// Stores what the frame found and, while a transition plays, asks for the next frame after
    /// `PaneTransition.frameInterval`.
    func finish(_ pass: TransitionPass) {
        guard animatesTransitions else { return }
        animations.shownTops = pass.tops
        animations.transitions = pass.playing
        animations.timer?.cancel()
        guard !animations.transitions.isEmpty, playsTransitionsByTimer else { return }
        animations.timer = Task { @MainActor [weak self] in
            try? await Task.sleep(for: PaneTransition.frameInterval)
            guard !Task.isCancelled else { return }
            self?.animations.tick &+= 1
        }
    }

    /// Input ends the transition of the pane it goes to at once, so it acts on the arriving screen.
    func endTransition(for event: InputEvent) {
        guard !animations.transitions.isEmpty else { return }
        switch event {
        case .key, .paste:
            animations.transitions[focusedPane.name] = nil
        case .mouse(let mouse):
            if let pane = panes.first(where: { $0.frame.contains(mouse.position) }) {
                animations.transitions[pane.name] = nil
            }
        case .resize:
            animations.transitions = [:]
        }
    }
}
