/// Names in natural order, as lf and ranger sort them: runs of digits compare by their value
/// (`2` before `10`, `file-9` before `file-10`), the rest letter by letter ignoring case, and names
/// equal that way by their bytes, so the order is total and the same on every run.
enum NaturalOrder {
    /// Whether `lhs` sorts before `rhs`.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let order = compare(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
        return order != 0 ? order < 0 : Array(lhs.utf8).lexicographicallyPrecedes(Array(rhs.utf8))
    }

    /// -1, 0 or 1, digit runs by value and the rest ignoring case.
    private static func compare(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                let startA = i
                let startB = j
                while i < a.count, isDigit(a[i]) { i += 1 }
                while j < b.count, isDigit(b[j]) { j += 1 }
                // Leading zeros aside, a longer run is a larger number; equal lengths compare digit
                // by digit (no overflow, however long the run).
                let digitsA = a[startA..<i].drop { $0 == "0" }
                let digitsB = b[startB..<j].drop { $0 == "0" }
                if digitsA.count != digitsB.count { return digitsA.count < digitsB.count ? -1 : 1 }
                for (x, y) in zip(digitsA, digitsB) where x != y { return x.value < y.value ? -1 : 1 }
                continue
            }
            let x = folded(a[i])
            let y = folded(b[j])
            if x != y { return x < y ? -1 : 1 }
            i += 1
            j += 1
        }
        if i < a.count { return 1 }
        if j < b.count { return -1 }
        return 0
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// The scalar's value with ASCII letters lowercased.
    private static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
        scalar.value >= 0x41 && scalar.value <= 0x5A ? scalar.value + 0x20 : scalar.value
    }
}
