#!/usr/bin/env swift
// Script.swift — a maintenance script: prints the routes a deep-link table knows.

import Foundation

let arguments = CommandLine.arguments.dropFirst()
let table: [String: String] = [
  "recipes://settings": "settings",
  "recipes://recipe/1": "recipe(id:)",
]

for (url, route) in table.sorted(by: { $0.key < $1.key }) where arguments.isEmpty || arguments.contains(route) {
  print("\(url) -> \(route)")
}

if arguments.contains("--count") { print(table.count) }
exit(table.isEmpty ? 1 : 0)
