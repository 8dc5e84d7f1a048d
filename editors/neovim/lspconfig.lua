-- navlint with nvim-lspconfig (any Neovim that lspconfig supports).
-- Put this in your init.lua (after lspconfig is installed).
local lspconfig = require('lspconfig')
local configs = require('lspconfig.configs')

if not configs.navlint then
  configs.navlint = {
    default_config = {
      cmd = { 'navlint', 'lsp' },
      filetypes = { 'swift' },
      root_dir = lspconfig.util.root_pattern('.navlint.yml', 'Package.swift', '.git'),
      single_file_support = true,
      settings = {},
    },
    docs = { description = 'navlint: SwiftUI navigation anti-patterns (https://github.com/navlint/navlint)' },
  }
end

lspconfig.navlint.setup({})
