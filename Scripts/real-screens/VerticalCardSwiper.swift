import LinuxUIKit
import VerticalCardSwiper

/// The example's card cell with the two labels its nib holds, made in code.
final class CodeCardCell: ExampleCardCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        let name = UILabel(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
        let age = UILabel(frame: CGRect(x: 20, y: 56, width: 280, height: 24))
        name.font = .boldSystemFont(ofSize: 24)
        name.textColor = .white
        age.textColor = .white
        contentView.addSubview(name)
        contentView.addSubview(age)
        nameLbl = name
        ageLbl = age
    }

    required init?(coder aDecoder: NSCoder) { fatalError("made in code") }
}

/// The example screen's card stack, made in code: its storyboard outlet is private to the example's controller, so
/// this controller does what that one does (the same contacts, a fixed colour per card where it picks one at random).
final class CardStackScreen: UIViewController, VerticalCardSwiperDatasource {
    let contacts = [
        Contact(name: "John Doe", age: 33), Contact(name: "Chuck Norris", age: 78),
        Contact(name: "Bill Gates", age: 62), Contact(name: "Steve Jobs", age: 56),
        Contact(name: "Mila Kunis", age: 34), Contact(name: "Ed Sheeran", age: 23),
    ]
    let colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal]
    let cardSwiper = VerticalCardSwiper(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        cardSwiper.datasource = self
        cardSwiper.register(CodeCardCell.self, forCellWithReuseIdentifier: "ExampleCell")
        cardSwiper.frame = view.bounds
        view.addSubview(cardSwiper)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        cardSwiper.frame = view.bounds
    }

    func numberOfCards(verticalCardSwiperView: VerticalCardSwiperView) -> Int { contacts.count }

    func cardForItemAt(verticalCardSwiperView: VerticalCardSwiperView, cardForItemAt index: Int) -> CardCell {
        guard
            let card = verticalCardSwiperView.dequeueReusableCell(withReuseIdentifier: "ExampleCell", for: index)
                as? ExampleCardCell
        else { return CardCell() }
        card.backgroundColor = colors[index % colors.count]
        card.nameLbl.text = "Name: " + contacts[index].name
        card.ageLbl.text = "Age: \(contacts[index].age ?? 0)"
        return card
    }
}

public let realScreenStyle = UIKitViewControllerStyle(name: "vertical-card-swiper", height: 844) { _ in
    CardStackScreen()
}
