import Foundation
import Testing

@testable import NavlintProject

@Suite struct DeploymentTargetTests {
  @Test(arguments: [
    ("platforms: [.iOS(.v15)]", DeploymentVersion(major: 15)),
    ("platforms: [.macOS(.v13), .iOS(.v16)]", DeploymentVersion(major: 16)),
    ("platforms: [.iOS(.v15_4)]", DeploymentVersion(major: 15, minor: 4)),
    ("platforms: [.iOS(\"15.4\")]", DeploymentVersion(major: 15, minor: 4)),
    ("platforms: [\n    .macOS(.v12),\n    .iOS(\n      .v17\n    ),\n  ]", DeploymentVersion(major: 17)),
    ("platforms: [.iOS( .v14 ), .iOSApplicationExtension(.v13)]", DeploymentVersion(major: 14)),
    ("// platforms: [.iOS(.v13)]\nplatforms: [.iOS(.v16)]", DeploymentVersion(major: 16)),
    ("/* old: .iOS(.v12) /* nested .iOS(.v11) */ */\nplatforms: [.iOS(.v16)]", DeploymentVersion(major: 16)),
    ("let s = \"// not a comment\"\nplatforms: [.iOS(.v15)]", DeploymentVersion(major: 15)),
  ])
  func packageManifest(platforms: String, expected: DeploymentVersion) {
    let manifest =
      "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(\n  name: \"App\",\n  \(platforms),\n  targets: [.target(name: \"App\")]\n)\n"
    #expect(PackageManifestScanner.minimumIOS(in: manifest) == expected)
  }

  /// The default isolation each kind of project file writes: an Xcode project, an `.xcconfig`, an XcodeGen
  /// spec, a Tuist manifest and a package manifest; other values and `MainActor` elsewhere do not count.
  @Test(arguments: [
    ("\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n", true),
    ("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n", true),
    ("settings:\n  base:\n    SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor\n", true),
    ("settings: .settings(base: [\"SWIFT_DEFAULT_ACTOR_ISOLATION\": \"MainActor\"])\n", true),
    (".target(name: \"App\", swiftSettings: [.defaultIsolation( MainActor.self )])\n", true),
    ("\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated;\n", false),
    (".target(name: \"App\", swiftSettings: [.defaultIsolation(nil)])\n@MainActor func f() {}\n", false),
    ("IPHONEOS_DEPLOYMENT_TARGET = 17.0; // MainActor\n", false),
  ])
  func defaultIsolation(text: String, isMainActor: Bool) {
    #expect(DefaultIsolationScanner.isMainActor(text) == isMainActor)
  }

  @Test func packageWithoutIOS() {
    #expect(PackageManifestScanner.minimumIOS(in: "let package = Package(platforms: [.macOS(.v13)])") == nil)
    #expect(PackageManifestScanner.minimumIOS(in: ".target(name: \"A\", condition: .when(platforms: [.iOS]))") == nil)
  }

  @Test func xcodeProjectUsesTheLowestTarget() {
    let text = """
      buildSettings = {
        IPHONEOS_DEPLOYMENT_TARGET = 16.0;
      };
      buildSettings = {
        IPHONEOS_DEPLOYMENT_TARGET = "15.4";
        MACOSX_DEPLOYMENT_TARGET = 10.15;
      };
      buildSettings = {
        IPHONEOS_DEPLOYMENT_TARGET=17.2;
      };
      """
    #expect(XcodeProjectScanner.minimumIOS(in: text) == DeploymentVersion(major: 15, minor: 4))
    let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(XcodeProjectScanner.minimumIOS(in: crlf) == DeploymentVersion(major: 15, minor: 4))
    #expect(XcodeProjectScanner.minimumIOS(in: "MACOSX_DEPLOYMENT_TARGET = 13.0;") == nil)
  }

  /// Each setting is read on its own line, whatever ends it: an `.xcconfig` comment after the value, a
  /// conditional setting (`[sdk=…]`, not the target), the name in a comment or in another setting's value, and
  /// the last line without a line break.
  @Test func xcodeProjectSettingsAreReadLineByLine() {
    let xcconfig =
      "// IPHONEOS_DEPLOYMENT_TARGET is set below\rIPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 12.0\r"
      + "OTHER = $(IPHONEOS_DEPLOYMENT_TARGET)\nIPHONEOS_DEPLOYMENT_TARGET = 15.0 // was 14.0"
    #expect(XcodeProjectScanner.minimumIOS(in: xcconfig) == DeploymentVersion(major: 15))
    #expect(XcodeProjectScanner.minimumIOS(in: "IPHONEOS_DEPLOYMENT_TARGET =") == nil)
    #expect(DefaultIsolationScanner.isMainActor("A = 1;\rSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;"))
    #expect(!DefaultIsolationScanner.isMainActor("SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated;\r@MainActor"))
  }

  @Test func findsPackageManifestAboveTheFile() throws {
    try withTemporaryDirectory { folder in
      try folder.write("Package.swift", "let package = Package(\n  platforms: [\n    .iOS(.v15),\n  ]\n)\n")
      let file = try folder.write("Sources/App/Views/Root.swift", "")
      var detector = DeploymentTargetDetector()
      var names = ProjectFileNames()
      let target = detector.deploymentTarget(forFile: file, names: &names)
      #expect(
        target
          == DeploymentTarget(
            version: DeploymentVersion(major: 15), source: .packageManifest(path: folder.url("Package.swift"))))
    }
  }

  @Test func findsXcodeProjectAboveTheFile() throws {
    try withTemporaryDirectory { folder in
      let pbxproj = try folder.write(
        "MyApp.xcodeproj/project.pbxproj",
        "{\n  IPHONEOS_DEPLOYMENT_TARGET = 17.0;\n  IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n  IPHONEOS_DEPLOYMENT_TARGET = 16.0;\n}\n"
      )
      let file = try folder.write("MyApp/Views/Root.swift", "")
      var detector = DeploymentTargetDetector()
      var names = ProjectFileNames()
      #expect(
        detector.deploymentTarget(forFile: file, names: &names)
          == DeploymentTarget(version: DeploymentVersion(major: 15), source: .xcodeProject(path: pbxproj)))
    }
  }

  @Test func nearestProjectFileWins() throws {
    try withTemporaryDirectory { folder in
      try folder.write("App.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 14.0;\n")
      try folder.write("Packages/Kit/Package.swift", "let package = Package(platforms: [.iOS(\"16.2\")])\n")
      let kitFile = try folder.write("Packages/Kit/Sources/Kit/K.swift", "")
      let appFile = try folder.write("App/A.swift", "")
      try folder.write("Packages/WatchOnly/Package.swift", "let package = Package(platforms: [.watchOS(.v9)])\n")
      let watchFile = try folder.write("Packages/WatchOnly/Sources/M.swift", "")
      var detector = DeploymentTargetDetector()
      var names = ProjectFileNames()
      #expect(
        detector.deploymentTarget(forFile: kitFile, names: &names)?.version == DeploymentVersion(major: 16, minor: 2))
      #expect(detector.deploymentTarget(forFile: appFile, names: &names)?.version == DeploymentVersion(major: 14))
      // A package that names no iOS or macOS version is the project root: no target, not the outer project's.
      #expect(detector.deploymentTarget(forFile: watchFile, names: &names) == nil)
    }
  }

  /// A folder holding a package and an Xcode project: both describe its code (a tools package at an app's root,
  /// an example app in a package's folder), so the lowest target and any default isolation count.
  @Test func aPackageBesideAnXcodeProjectCountsWithIt() throws {
    try withTemporaryDirectory { folder in
      try folder.write("App/Package.swift", "let package = Package(platforms: [.macOS(.v15)])\n")
      try folder.write(
        "App/App.xcodeproj/project.pbxproj",
        "IPHONEOS_DEPLOYMENT_TARGET = 17.0;\nSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n")
      let appFile = try folder.write("App/Sources/A.swift", "")
      try folder.write("Lib/Package.swift", "let package = Package(platforms: [.iOS(.v15)])\n")
      try folder.write("Lib/Example.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 17.0;\n")
      let libFile = try folder.write("Lib/Sources/Lib/L.swift", "")
      var detector = DeploymentTargetDetector()
      var names = ProjectFileNames()
      #expect(detector.deploymentTarget(forFile: appFile, names: &names)?.version == DeploymentVersion(major: 17))
      #expect(detector.isMainActorByDefault(forFile: appFile, names: &names))
      #expect(detector.deploymentTarget(forFile: libFile, names: &names)?.version == DeploymentVersion(major: 15))
      #expect(!detector.isMainActorByDefault(forFile: libFile, names: &names))
    }
  }

  @Test func xcconfigFilesOfTheProjectCount() throws {
    try withTemporaryDirectory { folder in
      // The project file leaves the target to its configuration files, as many apps do.
      try folder.write("App.xcodeproj/project.pbxproj", "{\n  baseConfigurationReference = 1234;\n}\n")
      let shared = try folder.write(
        "Configs/Shared.xcconfig",
        "// Shared settings\nIPHONEOS_DEPLOYMENT_TARGET = 15.0 // the oldest supported\nSWIFT_VERSION = 6.0\n")
      try folder.write("Configs/Release.xcconfig", "#include \"Shared.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
      // CocoaPods' and inherited settings say nothing about the app.
      try folder.write(
        "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 9.0\n")
      try folder.write("Configs/Debug.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = $(inherited)\n")
      let file = try folder.write("App/Root.swift", "")
      var detector = DeploymentTargetDetector()
      var names = ProjectFileNames()
      #expect(
        detector.deploymentTarget(forFile: file, names: &names)
          == DeploymentTarget(version: DeploymentVersion(major: 15), source: .xcconfig(path: shared)))
    }
  }

  @Test func xcodeGenProjectSpec() throws {
    try withTemporaryDirectory { folder in
      let spec = try folder.write(
        "project.yml",
        """
        name: Recipes
        options:
          deploymentTarget:
            iOS: "16.0"
            macOS: "12.0"
        targets:
          Recipes:
            type: application
            platform: iOS
            deploymentTarget: "15.4"
          RecipesMac:
            type: application
            platform: macOS
            deploymentTarget: "11.0"

        """)
      let file = try folder.write("Sources/Root.swift", "")
      var detector = DeploymentTargetDetector()
      var names = ProjectFileNames()
      #expect(
        detector.deploymentTarget(forFile: file, names: &names)
          == DeploymentTarget(version: DeploymentVersion(major: 15, minor: 4), source: .xcodeGen(path: spec)))
      // A project.yml that is not a project spec (a CI file) is not a project root.
      #expect(XcodeGenScanner.isProjectSpec("jobs:\n  build: {}\n") == false)
    }
  }

  /// An app with several XcodeGen specs passes each to `xcodegen --spec` (bitwarden's `project-bwa.yml`): each
  /// counts, the lowest target wins, and YAML that only starts like one is not read.
  @Test func xcodeGenSpecsNamedForTheirApps() throws {
    try withTemporaryDirectory { folder in
      try folder.write("project-app.yml", "name: App\noptions:\n  deploymentTarget:\n    iOS: 16.0\ntargets: {}\n")
      let widgets = try folder.write(
        "project_widgets.yaml", "name: Widgets\noptions:\n  deploymentTarget:\n    iOS: 15.0\ntargets: {}\n")
      try folder.write("projects.yml", "name: Other\noptions:\n  deploymentTarget:\n    iOS: 13.0\ntargets: {}\n")
      try folder.write("project-ci.yml", "jobs:\n  deploymentTarget:\n    iOS: 12.0\n")
      let file = try folder.write("Sources/Root.swift", "")
      var detector = DeploymentTargetDetector()
      var names = ProjectFileNames()
      #expect(
        detector.deploymentTarget(forFile: file, names: &names)
          == DeploymentTarget(version: DeploymentVersion(major: 15), source: .xcodeGen(path: widgets)))
    }
    #expect(XcodeGenScanner.mayBeSpecName("project.yml"))
    #expect(XcodeGenScanner.mayBeSpecName("project-bwa.yml"))
    #expect(!XcodeGenScanner.mayBeSpecName("projects.yml"))
    #expect(!XcodeGenScanner.mayBeSpecName("project.json"))
  }

  @Test func tuistProjectManifest() throws {
    try withTemporaryDirectory { folder in
      let manifest = try folder.write(
        "Project.swift",
        """
        import ProjectDescription

        let project = Project(
          name: "Recipes",
          targets: [
            .target(name: "Recipes", destinations: .iOS, product: .app, bundleId: "a.b",
                    deploymentTargets: .iOS("17.0")),
            // .target(name: "Old", deploymentTargets: .iOS("13.0")),
            .target(name: "Widgets", destinations: .iOS, product: .appExtension, bundleId: "a.c",
                    deploymentTargets: .multiplatform(iOS: "16.4", macOS: "13.0")),
          ]
        )

        """)
      let file = try folder.write("Sources/Root.swift", "")
      var detector = DeploymentTargetDetector()
      var names = ProjectFileNames()
      #expect(
        detector.deploymentTarget(forFile: file, names: &names)
          == DeploymentTarget(version: DeploymentVersion(major: 16, minor: 4), source: .tuist(path: manifest)))
      #expect(
        TuistScanner.minimumIOS(in: "deploymentTarget: .iOS(targetVersion: \"15.0\", devices: [.iphone])")
          == DeploymentVersion(major: 15))
    }
  }

  @Test func aSourceFileNamedProjectIsNotTuist() throws {
    try withTemporaryDirectory { folder in
      try folder.write("App.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 14.0;\n")
      // An app's own model type in Project.swift: the walk goes on to the Xcode project.
      try folder.write("App/Models/Project.swift", "struct Project { var name: String }\n")
      let file = try folder.write("App/Models/Task.swift", "")
      var detector = DeploymentTargetDetector()
      var names = ProjectFileNames()
      #expect(detector.deploymentTarget(forFile: file, names: &names)?.version == DeploymentVersion(major: 14))
    }
  }

  /// The project-file names a discovery's walk records answer the deployment target and the project root of
  /// every file found as listing each folder again would, and they are what the walk saw.
  @Test func theNamesAWalkRecordsGiveTheTargetsAndRootsOfListingEachFolder() throws {
    try withTemporaryDirectory { folder in
      try folder.write("App.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 14.0;\n")
      try folder.write("Packages/Kit/Package.swift", "let package = Package(platforms: [.iOS(\"16.2\")])\n")
      try folder.write("Packages/Kit/Sources/Kit/K.swift", "")
      try folder.write("App/A.swift", "")
      try folder.write("App/Models/Project.swift", "struct Project { var name: String }\n")
      try folder.write(
        "Tools/Gen/project.yml", "name: Gen\ntargets:\n  Gen:\n    platform: iOS\n    deploymentTarget: \"15.0\"\n")
      try folder.write("Tools/Gen/Sources/G.swift", "")
      try folder.write("Tools/Package.swift/Odd.swift", "")  // a folder named like a manifest is none
      try folder.write("Mac/Mac.xcworkspace/contents.xcworkspacedata", "")
      try folder.write("Mac/M.swift", "")
      try folder.write("Vendor/Lib/.git", "gitdir: ../../.git/modules/Lib\n")  // a submodule's file
      try folder.write("Vendor/Lib/L.swift", "")
      let lookup = try ConfigurationLookup(explicitPath: nil, currentDirectory: folder.path, rules: sampleRules)
      var project = ProjectSettings(lookup: lookup)
      let discovery = FileDiscovery.discoverFiles(
        paths: [folder.path], project: &project, currentDirectory: folder.path)
      #expect(discovery.files.count == 8)  // Package.swift is a Swift file too
      var fromTheWalk = project.folders
      var listingEachFolder = ProjectFileNames()
      var walkDetector = DeploymentTargetDetector()
      var listingDetector = DeploymentTargetDetector()
      var walkRoots = ProjectIndex.RootCache()
      var listingRoots = ProjectIndex.RootCache()
      var roots: [String: String] = [:]
      for file in discovery.files {
        #expect(
          walkDetector.deploymentTarget(forFile: file.path, names: &fromTheWalk)
            == listingDetector.deploymentTarget(forFile: file.path, names: &listingEachFolder))
        let root = ProjectIndex.root(ofFile: file.path, fallback: folder.path, cache: &walkRoots, names: &fromTheWalk)
        #expect(
          root
            == ProjectIndex.root(
              ofFile: file.path, fallback: folder.path, cache: &listingRoots, names: &listingEachFolder))
        roots[FilePath.relative(file.path, to: folder.path)!] = FilePath.relative(root, to: folder.path)
      }
      #expect(roots["Packages/Kit/Sources/Kit/K.swift"] == "Packages/Kit")
      #expect(roots["Mac/M.swift"] == "Mac")
      #expect(roots["Vendor/Lib/L.swift"] == "Vendor/Lib")
      #expect(roots["App/A.swift"] == ".")
      #expect(
        walkDetector.deploymentTarget(forFile: folder.url("Tools/Gen/Sources/G.swift"), names: &fromTheWalk)?.version
          == DeploymentVersion(major: 15))
      #expect(
        walkDetector.deploymentTarget(forFile: folder.url("Tools/Package.swift/Odd.swift"), names: &fromTheWalk)?
          .version == DeploymentVersion(major: 14))
      // The names are the walk's: a project added since is seen only by a new listing.
      try folder.write("App/Models/Models.xcodeproj/project.pbxproj", "")
      #expect(fromTheWalk.names(in: folder.url("App/Models")) == ["Project.swift"])
      var listedNow = ProjectFileNames()
      #expect(Set(listedNow.names(in: folder.url("App/Models")) ?? []) == ["Project.swift", "Models.xcodeproj"])
    }
  }

  /// A `Package.swift` that builds nothing only hides its folder from SwiftPM: the code there belongs to the
  /// project above, for the deployment target and for the navigation model's root.
  @Test func aManifestThatBuildsNothingIsNoProject() throws {
    try withTemporaryDirectory { folder in
      try folder.write(
        "Package.swift",
        "let package = Package(name: \"Kit\", platforms: [.iOS(.v13)], targets: [.target(name: \"Kit\")])\n")
      try folder.write(
        "Tests/Package.swift", "// This empty file hides the tests from SwiftPM.\nlet package = Package()\n")
      let tester = try folder.write("Tests/Tester/Sources/A.swift", "")
      try folder.write(
        "Demo/Sources/Package.swift", "let package = Package(\n  platforms: [ ],\n  products: [],\n  targets: [],\n)\n")
      let demo = try folder.write("Demo/Sources/D.swift", "")
      var detector = DeploymentTargetDetector()
      var names = ProjectFileNames()
      #expect(detector.deploymentTarget(forFile: tester, names: &names)?.version == DeploymentVersion(major: 13))
      #expect(detector.deploymentTarget(forFile: demo, names: &names)?.version == DeploymentVersion(major: 13))
      var roots = ProjectIndex.RootCache()
      #expect(ProjectIndex.root(ofFile: tester, fallback: "/", cache: &roots, names: &names) == folder.path)
      #expect(ProjectIndex.root(ofFile: demo, fallback: "/", cache: &roots, names: &names) == folder.path)
    }
  }

  @Test(arguments: [
    ("let package = Package()", true),
    ("let package = Package(name: \"client\", products: [], targets: [])", true),
    ("// .target(name: \"Old\")\nlet package = Package()", true),
    ("let package = Package(platforms: [.macOS(.v15)])", false),
    ("let package = Package(name: \"A\", targets: [.executableTarget(name: \"A\")])", false),
    ("let package = Package(name: \"A\", targets: targets)\nlet targets = [Target.target(name: \"A\")]", false),
    ("let package = Package(name: \"P\", targets: [.plugin(name: \"P\", capability: .buildTool())])", false),
  ])
  func manifestsThatBuildNothing(text: String, buildsNothing: Bool) {
    #expect(PackageManifestScanner.buildsNothing(text) == buildsNothing, "\(text)")
  }

  /// A project with no iOS target but a macOS one is read by its macOS target, as the iOS release of the same
  /// year; any iOS target decides alone.
  @Test func aMacOnlyProjectIsReadByItsMacOSTarget() throws {
    try withTemporaryDirectory { folder in
      let mac = try folder.write("Mac/App.xcodeproj/project.pbxproj", "MACOSX_DEPLOYMENT_TARGET = 12.0;\n")
      let macFile = try folder.write("Mac/Sources/A.swift", "")
      try folder.write("Tool/Package.swift", "let package = Package(platforms: [.macOS(.v13)], targets: [])\n")
      let toolFile = try folder.write("Tool/Sources/T.swift", "")
      try folder.write("Both/Package.swift", "let package = Package(platforms: [.macOS(.v11), .iOS(.v17)])\n")
      let bothFile = try folder.write("Both/Sources/B.swift", "")
      try folder.write("Watch/Package.swift", "let package = Package(platforms: [.watchOS(.v9)])\n")
      let watchFile = try folder.write("Watch/Sources/W.swift", "")
      var detector = DeploymentTargetDetector()
      var names = ProjectFileNames()
      #expect(
        detector.deploymentTarget(forFile: macFile, names: &names)
          == DeploymentTarget(
            version: DeploymentVersion(major: 15), source: .xcodeProject(path: mac), macOS: DeploymentVersion(major: 12)
          ))
      #expect(detector.deploymentTarget(forFile: toolFile, names: &names)?.version == DeploymentVersion(major: 16))
      #expect(detector.deploymentTarget(forFile: bothFile, names: &names)?.version == DeploymentVersion(major: 17))
      #expect(detector.deploymentTarget(forFile: bothFile, names: &names)?.macOS == nil)
      #expect(detector.deploymentTarget(forFile: watchFile, names: &names) == nil)
    }
  }

  @Test(arguments: [
    ("10.14", "13"), ("10.15", "13"), ("10.16", "14"), ("11.0", "14"), ("12.3", "15.3"), ("15", "18"), ("26.1", "26.1"),
  ])
  func macOSVersionsReadAsTheIOSOfTheirYear(macOS: String, iOS: String) {
    #expect(DeploymentVersion(iOSEquivalentOfMacOS: DeploymentVersion(macOS)!) == DeploymentVersion(iOS)!)
  }

  @Test func versionsCompareAndParse() {
    #expect(DeploymentVersion(major: 15, minor: 4) < DeploymentVersion(major: 16))
    #expect(DeploymentVersion(major: 15) < DeploymentVersion(major: 15, minor: 1))
    #expect(DeploymentVersion("15.4") == DeploymentVersion(major: 15, minor: 4))
    #expect(DeploymentVersion(" 16 ") == DeploymentVersion(major: 16))
    for bad in ["", "15.", ".4", "15.x", "v15", "15.4.1.2", "-1", "1 5"] {
      #expect(DeploymentVersion(bad) == nil, "\(bad)")
    }
    #expect(DeploymentVersion(major: 15, minor: 4).description == "15.4")
    #expect(DeploymentVersion(major: 16).description == "16")
  }
}
