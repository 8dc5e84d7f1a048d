-- navlint language server for Neovim 0.7 and later, without plugins.
--
--   require('navlint').setup()                         -- `navlint` on PATH
--   require('navlint').setup({ cmd = { '/path/to/navlint', 'lsp' } })
--
-- Starts one `navlint lsp` per project root (the nearest folder holding .navlint.yml, Package.swift,
-- an .xcodeproj or .git) and attaches it to every Swift buffer under that root.
local M = {}

M.default_cmd = { 'navlint', 'lsp' }
M.root_markers = { '.navlint.yml', 'Package.swift', '.git' }

local clients = {} -- root folder -> client id (Neovim 0.7 path)

local function find_root(bufnr)
  local file = vim.api.nvim_buf_get_name(bufnr)
  local dir = vim.fn.fnamemodify(file, ':p:h')
  for _, marker in ipairs(M.root_markers) do
    local found = vim.fn.findfile(marker, dir .. ';')
    if found == '' then
      found = vim.fn.finddir(marker, dir .. ';')
    end
    if found ~= '' then
      return vim.fn.fnamemodify(found, ':p:h'):gsub('/%.git$', '')
    end
  end
  return dir
end

function M.start(bufnr, opts)
  opts = opts or {}
  local root = find_root(bufnr)
  local config = {
    name = 'navlint',
    cmd = opts.cmd or M.default_cmd,
    root_dir = root,
    on_attach = opts.on_attach,
    capabilities = opts.capabilities,
  }
  if vim.lsp.start then -- Neovim 0.8+: reuses a running client for the same root.
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  local id = clients[root]
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    id = vim.lsp.start_client(config)
    clients[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
  return id
end

-- The command navlint's code lenses carry ("2 pushes of Route" above a navigationDestination): lists the
-- pushes in the quickfix window, as vim.lsp.buf.references() would.
function M.show_references(command, ctx)
  local locations = (command.arguments or {})[3] or {}
  local client = vim.lsp.get_client_by_id(ctx.client_id)
  local encoding = (client and client.offset_encoding) or 'utf-16'
  vim.fn.setqflist({}, ' ', { title = command.title, items = vim.lsp.util.locations_to_items(locations, encoding) })
  if #locations > 0 then
    vim.cmd('botright copen')
  end
end

function M.setup(opts)
  opts = opts or {}
  vim.lsp.commands['navlint.showReferences'] = M.show_references
  local group = vim.api.nvim_create_augroup('navlint_lsp', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = 'swift',
    callback = function(args)
      M.start(args.buf, opts)
    end,
  })
end

return M
