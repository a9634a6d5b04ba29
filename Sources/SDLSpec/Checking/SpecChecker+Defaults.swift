extension SpecChecker {
    /// A `defvalue` must be a literal of the param's type, inside its range and length, and for
    /// an enum an element of the enum (and of the param's subset, when it has one).
    mutating func checkDefault(_ value: String, of param: SpecParam, enumeration: SpecEnum?) {
        let location = param.location
        let name = param.name
        switch param.type {
        case .boolean:
            if !["true", "false", "1", "0"].contains(value) {
                report("defvalue '\(value)' of param '\(name)' is not a Boolean", at: location)
            }
        case .integer:
            guard case .integer(let number) = SpecNumber(parsing: value) else {
                report("defvalue '\(value)' of param '\(name)' is not an Integer", at: location)
                return
            }
            checkDefaultRange(Double(number), text: value, of: param)
        case .float:
            guard let number = SpecNumber(parsing: value) else {
                report("defvalue '\(value)' of param '\(name)' is not a Float", at: location)
                return
            }
            checkDefaultRange(number.doubleValue, text: value, of: param)
        case .string:
            let length = value.unicodeScalars.count
            if let max = param.maxLength, length > max {
                report("defvalue '\(value)' of param '\(name)' is longer than maxlength \(max)", at: location)
            }
            if length < (param.minLength ?? 1) {
                report("defvalue '\(value)' of param '\(name)' is shorter than minlength \(param.minLength ?? 1)", at: location)
            }
        case .named(let typeName):
            guard let enumeration else {
                report("defvalue is not allowed on param '\(name)' of struct type '\(typeName)'", at: location)
                return
            }
            if enumeration.element(named: value) == nil {
                report("defvalue '\(value)' of param '\(name)' is not an element of enum '\(typeName)'", at: location)
            } else if !param.enumSubset.isEmpty, !param.enumSubset.contains(value) {
                report("defvalue '\(value)' of param '\(name)' is not one of the param's own <element> values", at: location)
            }
        }
    }

    private mutating func checkDefaultRange(_ number: Double, text: String, of param: SpecParam) {
        let below = param.minValue.map { number < $0.doubleValue } ?? false
        let above = param.maxValue.map { number > $0.doubleValue } ?? false
        guard below || above else { return }
        let range = switch (param.minValue, param.maxValue) {
        case (let min?, let max?): "\(min)…\(max)"
        case (let min?, nil): "\(min)…"
        case (nil, let max?): "…\(max)"
        case (nil, nil): "…"
        }
        report("defvalue \(text) of param '\(param.name)' is outside its range \(range)", at: param.location)
    }
}
