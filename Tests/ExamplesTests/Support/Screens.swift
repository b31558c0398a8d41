import ReelExampleCatalog
import ReelExampleApp
import ReelExampleSupport
import Foundation
import ReelExampleLogin
import ReelExampleProfile
import Reel
import ReelExampleSearch

/// App frames for snapshot tests: a stack of scene models rendered by the app, title bar and all.
enum Screens {
    static let api = Fixtures.api
    /// The smallest size the screens support.
    static let narrow = FrameSize(width: 40, height: 12)
    /// The largest size the screens are laid out for.
    static let wide = FrameSize(width: 200, height: 60)

    /// The app's frame for a stack whose bottom is the login form (as in the running app).
    static func frame(_ stack: [(Screen, ExampleApp.Presentation)], size: FrameSize = .standard, notice: String? = nil) -> Frame {
        let layers = SceneStack(stack.map { ExampleApp.Layer($0.0, $0.1) })
        let model = ExampleApp.Model(api: api, session: Fixtures.session, stack: layers, notice: notice)
        return ExampleApp.frame(of: model, size: size)
    }

    /// The frame of a scene pushed over the greeting, itself over the login form.
    static func overHome(_ screen: Screen, size: FrameSize = .standard) -> Frame {
        frame([(signedInForm, .root), (home, .pushed), (screen, .pushed)], size: size)
    }

    static let signedInForm = Screen.login(Login.Model(api: api, firstName: "Ada", lastName: "Lovelace"))
    static let home = Screen.greeting(Greeting.Model(user: Fixtures.session.user))

    /// The recorded DomainsDB answer's domains.
    static var domains: [Domain] {
        get throws { try JSONDecoder().decode(DomainList.self, from: Fixtures.domainsResponse).domains }
    }

    /// The offline catalog's items, as the list shows them.
    static var fruit: [CatalogItem] {
        get throws {
            let data = try Data(contentsOf: ExampleBackend.directory.appendingPathComponent("GET/items?type=fruit.json"))
            return CatalogItem.sortedByName(try JSONDecoder().decode(CatalogPage.self, from: data).items)
        }
    }

    /// The offline backend's lemon and its picture.
    static var lemon: (ItemDetail, TextImage) {
        get throws {
            let item = try JSONDecoder().decode(ItemDetail.self, from: Data(contentsOf: ExampleBackend.directory.appendingPathComponent("GET/items/lemon.json")))
            let image = try JSONDecoder().decode(TextImage.self, from: Data(contentsOf: ExampleBackend.directory.appendingPathComponent("GET/images/lemon.json")))
            return (item, image)
        }
    }

    /// The offline backend's avatar for Ada.
    static var avatar: TextImage {
        get throws {
            try JSONDecoder().decode(TextImage.self, from: Data(contentsOf: ExampleBackend.directory.appendingPathComponent("GET/avatars/ada.json")))
        }
    }
}
