-- Minimal init.lua using editors/neovim without any plugin manager:
--   nvim -u /path/to/editors/neovim/init.lua MyView.swift
local here = debug.getinfo(1, 'S').source:sub(2):match('(.*/)') or './'
vim.opt.runtimepath:prepend(here)
vim.cmd('filetype on')
require('navlint').setup({ cmd = { vim.env.NAVLINT or 'navlint', 'lsp' } })
