import ExampleApp
import Testing
import Reel

@Test func smokeTour() {
    let d = AppDriver()
    var out = d.frame.text + "\n"
    d.tap(.login(.firstNameChanged("Ada"))); d.tap(.login(.lastNameChanged("Lovelace")))
    d.tapAndSettle(.login(.loginTapped)); out += d.frame.text + "\n"
    d.tapAndSettle(.greeting(.openTapped(.search)))
    d.tapAndSettle(.search(.queryChanged("med"))); out += d.frame.text + "\n"
    d.tapAndSettle(.search(.backTapped))
    d.tapAndSettle(.greeting(.openTapped(.catalog))); out += d.frame.text + "\n"
    d.tapAndSettle(.catalog(.rowOpened(9))); out += d.frame.text + "\n"
    d.tapAndSettle(.item(.shareTapped)); out += d.frame.text + "\n"
    d.tapAndSettle(.share(.closeTapped)); d.tapAndSettle(.item(.backTapped)); d.tapAndSettle(.catalog(.backTapped))
    d.tapAndSettle(.greeting(.openTapped(.profile))); out += d.frame.text + "\n"
    d.tapAndSettle(.profile(.backTapped))
    d.tapAndSettle(.greeting(.logoutTapped)); out += d.frame.text + "\n"
    try? out.write(toFile: "/tmp/smoke.txt", atomically: true, encoding: .utf8)
}
