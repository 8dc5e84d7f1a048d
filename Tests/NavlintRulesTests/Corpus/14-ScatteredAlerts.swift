//
//  ScatteredAlerts.swift
//  Homebase — a smart-home app. The device screens were written by three teams; the ones at
//  the bottom grew one Boolean and one `.alert` per message, which SwiftUI cannot show at
//  the same time. The screens at the top use a single alert item.
//

import SwiftUI

struct Device: Identifiable, Hashable {
  let id: String
  var name: String
  var isOnline: Bool
  var firmware: String
}

/// Every question a device screen may ask, as one value.
enum DeviceAlert: Identifiable {
  case confirmRemove(Device)
  case firmwareAvailable(version: String)
  case offline(Device)
  case failed(message: String)

  var id: String {
    switch self {
    case .confirmRemove(let device): "remove-\(device.id)"
    case .firmwareAvailable(let version): "firmware-\(version)"
    case .offline(let device): "offline-\(device.id)"
    case .failed: "failed"
    }
  }

  var title: String {
    switch self {
    case .confirmRemove(let device): "Remove \(device.name)?"
    case .firmwareAvailable(let version): "Firmware \(version) is available"
    case .offline(let device): "\(device.name) is offline"
    case .failed: "Something went wrong"
    }
  }
}

/// Good: one optional item and one `.alert`, whatever the message.
struct DeviceDetailView: View {
  let device: Device
  @State private var activeAlert: DeviceAlert?
  @State private var isRenaming = false
  @State private var newName = ""

  var body: some View {
    Form {
      LabeledContent("Firmware", value: device.firmware)
      Button("Check for updates") { activeAlert = .firmwareAvailable(version: "2.4.1") }
      Button("Rename") { isRenaming = true }
      Button("Remove device", role: .destructive) { activeAlert = .confirmRemove(device) }
    }
    .navigationTitle(device.name)
    .alert(
      activeAlert?.title ?? "",
      isPresented: Binding(get: { activeAlert != nil }, set: { if !$0 { activeAlert = nil } }),
      presenting: activeAlert
    ) { alert in
      switch alert {
      case .confirmRemove:
        Button("Remove", role: .destructive) {}
      case .firmwareAvailable:
        Button("Update now") {}
        Button("Later", role: .cancel) {}
      case .offline, .failed:
        Button("OK", role: .cancel) {}
      }
    } message: { alert in
      if case .failed(let message) = alert {
        Text(message)
      }
    }
    .sheet(isPresented: $isRenaming) {
      NavigationStack {
        TextField("Name", text: $newName)
          .navigationTitle("Rename")
      }
    }
  }
}

/// Good: a list that reports problems through the shared alert item of its parent.
struct DeviceListView: View {
  let devices: [Device]
  @Binding var activeAlert: DeviceAlert?

  var body: some View {
    List(devices) { device in
      HStack {
        Text(device.name)
        Spacer()
        if !device.isOnline {
          Button("Offline", systemImage: "exclamationmark.triangle") { activeAlert = .offline(device) }
            .labelStyle(.iconOnly)
        }
      }
    }
  }
}

/// Good: the room screen asks one question and shows one confirmation dialog.
struct RoomView: View {
  @State private var isConfirmingScene = false
  @State private var isChoosingScene = false
  let roomName: String

  var body: some View {
    VStack {
      Text(roomName).font(.title)
      Button("Scenes") { isChoosingScene = true }
      Button("Turn everything off") { isConfirmingScene = true }
    }
    .alert("Turn off every device in \(roomName)?", isPresented: $isConfirmingScene) {
      Button("Turn off", role: .destructive) {}
    }
    .confirmationDialog("Scene", isPresented: $isChoosingScene) {
      Button("Movie night") {}
      Button("Morning") {}
    }
  }
}

// MARK: - Screens with one Boolean per alert

struct ThermostatView: View { // expect: NAV016
  @State private var showScheduleConflictAlert = false
  @State private var showOfflineAlert = false
  @State private var showFilterAlert = false
  @State private var targetTemperature = 21.0

  var body: some View {
    VStack(spacing: 20) {
      Text("\(targetTemperature, specifier: "%.1f") °C").font(.system(size: 64))
      Stepper("Target", value: $targetTemperature, in: 10...30, step: 0.5)
      Button("Apply schedule") { showScheduleConflictAlert = true }
    }
    .padding()
    .alert("The schedule overlaps with Eco mode", isPresented: $showScheduleConflictAlert) {
      Button("Replace Eco mode") {}
      Button("Cancel", role: .cancel) {}
    }
    .alert("Thermostat is offline", isPresented: $showOfflineAlert) {
      Button("OK", role: .cancel) {}
    }
    .alert("Replace the air filter", isPresented: $showFilterAlert) {
      Button("Remind me later") {}
    }
  }
}

struct CameraSettingsView: View { // expect: NAV016
  @State private var showDeleteRecordingsAlert = false
  @State private var showPrivacyZoneAlert = false
  @State private var showStorageFullAlert = false
  @State private var showNightVisionAlert = false

  var body: some View {
    Form {
      Button("Delete all recordings", role: .destructive) { showDeleteRecordingsAlert = true }
      Button("Privacy zones") { showPrivacyZoneAlert = true }
      Toggle("Night vision", isOn: $showNightVisionAlert)
    }
    .alert("Delete all recordings?", isPresented: $showDeleteRecordingsAlert) {
      Button("Delete", role: .destructive) {}
    }
    .alert("Privacy zones need firmware 3.0", isPresented: $showPrivacyZoneAlert) {
      Button("OK") {}
    }
    .alert("Storage is full", isPresented: $showStorageFullAlert) {
      Button("Manage storage") {}
      Button("Cancel", role: .cancel) {}
    }
    .alert("Night vision uses more power", isPresented: $showNightVisionAlert) {
      Button("OK") {}
    }
  }
}

struct DoorLockView: View { // expect: NAV016
  @State private var showLowBatteryAlert = false
  @State private var showJammedAlert = false
  @State private var showAutoLockAlert = false
  @State private var isLocked = true

  var body: some View {
    VStack {
      Image(systemName: isLocked ? "lock.fill" : "lock.open")
        .font(.system(size: 80))
      Button(isLocked ? "Unlock" : "Lock") { isLocked.toggle() }
    }
    .alert("Battery low", isPresented: $showLowBatteryAlert) {
      Button("OK") {}
    } message: {
      Text("Replace the batteries within two weeks.")
    }
    .alert("The lock is jammed", isPresented: $showJammedAlert) {
      Button("Try again") {}
    }
    .alert("Auto-lock is off", isPresented: $showAutoLockAlert) {
      Button("Turn on") {}
      Button("Not now", role: .cancel) {}
    }
  }
}
