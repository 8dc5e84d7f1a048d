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

  @Test func findsPackageManifestAboveTheFile() throws {
    try withTemporaryDirectory { folder in
      try folder.write("Package.swift", "let package = Package(\n  platforms: [\n    .iOS(.v15),\n  ]\n)\n")
      let file = try folder.write("Sources/App/Views/Root.swift", "")
      var detector = DeploymentTargetDetector()
      let target = detector.deploymentTarget(forFile: file)
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
      #expect(
        detector.deploymentTarget(forFile: file)
          == DeploymentTarget(version: DeploymentVersion(major: 15), source: .xcodeProject(path: pbxproj)))
    }
  }

  @Test func nearestProjectFileWins() throws {
    try withTemporaryDirectory { folder in
      try folder.write("App.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 14.0;\n")
      try folder.write("Packages/Kit/Package.swift", "let package = Package(platforms: [.iOS(\"16.2\")])\n")
      let kitFile = try folder.write("Packages/Kit/Sources/Kit/K.swift", "")
      let appFile = try folder.write("App/A.swift", "")
      try folder.write("Packages/MacOnly/Package.swift", "let package = Package(platforms: [.macOS(.v13)])\n")
      let macFile = try folder.write("Packages/MacOnly/Sources/M.swift", "")
      var detector = DeploymentTargetDetector()
      #expect(detector.deploymentTarget(forFile: kitFile)?.version == DeploymentVersion(major: 16, minor: 2))
      #expect(detector.deploymentTarget(forFile: appFile)?.version == DeploymentVersion(major: 14))
      // A package that names no iOS version is the project root: no target, not the outer project's.
      #expect(detector.deploymentTarget(forFile: macFile) == nil)
    }
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
