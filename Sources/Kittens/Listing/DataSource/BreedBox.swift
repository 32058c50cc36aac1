/// A picture's breed, held once on the heap: `Breed` is 328 bytes inline, and a list, each
/// state of it and each page it came in would otherwise hold it inline in every element,
/// picture or not; boxed, an element costs a pointer and copies of the list share the breed.
final class BreedBox: Sendable, Hashable {
    let breed: Breed

    init(_ breed: Breed) {
        self.breed = breed
    }

    static func == (left: BreedBox, right: BreedBox) -> Bool {
        left === right || left.breed == right.breed
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(breed)
    }
}
