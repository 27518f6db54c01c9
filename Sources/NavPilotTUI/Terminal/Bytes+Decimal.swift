extension Array where Element == UInt8 {
    /// Appends a non-negative number's decimal digits, without the string a formatted number would
    /// build (escape sequences carry their numbers this way).
    mutating func appendDecimal(_ number: Int) {
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
            divisor /= 10
        }
    }
}
