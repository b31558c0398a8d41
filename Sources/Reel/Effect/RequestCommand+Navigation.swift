extension RequestCommand {
    /// A navigation intent as a request: never answered (a handler an app registers for
    /// ``Navigation`` may act on it; Reel's own reports it as unmapped).
    init(intent: Navigation) {
        self.init(request: intent) { _, services, _, _ in RequestRunner.start(intent, with: services, responder: Responder()) }
    }

    /// Whether the request is a navigation intent, which a parent maps and scoping leaves alone.
    var isNavigation: Bool { ObjectIdentifier(storage.requestType) == ObjectIdentifier(Navigation.self) }
}
