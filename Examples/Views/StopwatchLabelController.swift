#if canImport(UIKit) && !os(watchOS)  // UIKit on watchOS has no view controllers
import Reel
import ReelExampleStopwatch
import ReelUI
import UIKit

/// The stopwatch in UIKit: a label follows the reading through `observe`, which runs again only
/// when the reading changes (not when a lap is added), and buttons send messages.
public final class StopwatchLabelController: UIViewController {
    private let store: StoreOf<Stopwatch>
    private let reading = UILabel()
    private var observation: (any Cancellable)?

    /// A controller over a store of the stopwatch.
    public init(store: StoreOf<Stopwatch>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(reading)
        reading.frame = view.bounds
        observation = store.observe { [reading] store in
            reading.text = Stopwatch.reading(store.elapsed)
        }
        let start = UIAction(title: "Start") { [store] _ in store.send(.startTapped) }
        navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: start)
    }
}
#endif
