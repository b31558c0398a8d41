import Foundation

/// The positions of `before` outside the head and the tail it shares with `after`.
///
/// A row removed near one end still has the other end's rows compared one by one; for ids that
/// are plain bits (`Int`, `UUID`) the shared head and tail are found first by `memcmp` over
/// blocks of 32, about 1 instruction a row instead of 8 (callgrind, `child-remove-10000x1`), and
/// `==` decides only around the first difference. Equal bits are taken as equal ids.
@inlinable
func changedRange<Element: Equatable>(from before: [Element], to after: [Element]) -> Range<Int> {
    let shorter = min(before.count, after.count)
    var head = 0
    var tail = 0
    if _isPOD(Element.self) {
        before.withUnsafeBufferPointer { old in
            after.withUnsafeBufferPointer { new in
                head = sameBlocks(old, new, from: 0, step: 1, limit: shorter)
                tail = sameBlocks(old, new, from: 0, step: -1, limit: shorter - head)
            }
        }
    }
    while head < shorter, before[head] == after[head] { head += 1 }
    while tail < shorter - head, before[before.count - 1 - tail] == after[after.count - 1 - tail] { tail += 1 }
    return head..<(before.count - tail)
}

/// How many elements, in whole blocks of 32, two buffers of plain bits share from their heads
/// (`step` 1) or their tails (`step` -1), up to `limit`.
@inlinable
func sameBlocks<Element>(
    _ a: UnsafeBufferPointer<Element>, _ b: UnsafeBufferPointer<Element>, from start: Int, step: Int, limit: Int
) -> Int {
    let block = 32
    var same = start
    while same + block <= limit {
        let a0 = step > 0 ? same : a.count - same - block
        let b0 = step > 0 ? same : b.count - same - block
        guard let aBase = a.baseAddress, let bBase = b.baseAddress,
              memcmp(aBase + a0, bBase + b0, block * MemoryLayout<Element>.stride) == 0
        else { break }
        same += block
    }
    return same
}
