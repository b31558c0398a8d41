#if canImport(SwiftUI)
import ReelExampleStopwatch
import ReelUI
import SwiftUI

/// The stopwatch: the reading, which alone re-renders per tick, buttons that send the taps, and the laps.
public struct StopwatchView: View {
    let store: StoreOf<Stopwatch>

    /// A screen over a store of the stopwatch.
    public init(store: StoreOf<Stopwatch>) { self.store = store }

    public var body: some View {
        VStack {
            StopwatchReading(store: store)
            HStack {
                if store.running {
                    Button("Stop") { store.send(.stopTapped) }
                    Button("Lap") { store.send(.lapTapped, animation: .default) }
                } else {
                    Button("Start") { store.send(.startTapped) }
                    Button("Reset") { store.send(.resetTapped) }
                }
            }
            List(store.laps, id: \.number) { lap in
                Text("Lap \(lap.number): \(Stopwatch.reading(lap.elapsed))")
            }
        }
    }
}

/// The reading: it reads the elapsed time only.
struct StopwatchReading: View {
    let store: StoreOf<Stopwatch>

    var body: some View {
        Text(Stopwatch.reading(store.elapsed)).font(.largeTitle.monospacedDigit())
    }
}
#endif
