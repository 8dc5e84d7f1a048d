-- Headless check of editor navigation used by `make test` (EditorTests): in the project
-- $NAVLINT_TEST_PROJECT, Home.swift is edited without saving (two lines above its navigationDestination),
-- then Feed.swift is opened and, through Neovim's own LSP client:
--   definition on its NavigationLink(value:) must land on Home.swift's unsaved destination;
--   references on that destination must list both pushes (quickfix);
--   the code lens above it must count them, and running it must fill the quickfix list;
--   hover on the view-based link must name AboutView.
-- Prints one `navlint-nvim:` line per check and exits 0 when all pass, 1 otherwise.
local timeout = tonumber(vim.env.NAVLINT_TEST_TIMEOUT_MS or '30000')
local project = vim.env.NAVLINT_TEST_PROJECT
local failures = 0
local function say(message)
  io.stdout:write('navlint-nvim: ' .. message .. '\n')
  io.stdout:flush()
end
local function check(ok, message)
  if not ok then
    failures = failures + 1
  end
  say((ok and 'ok ' or 'FAILED ') .. message)
end
local function finish()
  vim.cmd((failures == 0 and 'qall!') or 'cquit 1')
end
local function client_ready()
  local clients = vim.lsp.buf_get_clients(0)
  return next(clients) ~= nil
end
local function place_cursor_on(text, offset)
  local row = vim.fn.search(vim.fn.escape(text, '\\[].*~'), 'cw')
  if row == 0 then
    return false
  end
  local col = vim.fn.col('.') - 1 + (offset or 0)
  vim.api.nvim_win_set_cursor(0, { row, col })
  return true
end

vim.o.hidden = true
vim.cmd('edit ' .. vim.fn.fnameescape(project .. '/Home.swift'))
vim.wait(timeout, client_ready, 50)
local home = vim.api.nvim_get_current_buf()
local row = vim.fn.search('NavigationStack {', 'cw')
vim.api.nvim_buf_set_lines(home, row, row, false, { '      // Feed first,', '      // then the detail' })

vim.cmd('edit ' .. vim.fn.fnameescape(project .. '/Feed.swift'))
vim.wait(timeout, client_ready, 50)
local feed = vim.api.nvim_get_current_buf()

-- Definition: asked again until the background index answers (the first answers may be empty).
local landed = vim.wait(timeout, function()
  if vim.api.nvim_get_current_buf() == home then
    return true
  end
  vim.api.nvim_set_current_buf(feed)
  place_cursor_on('NavigationLink(value:', 3)
  vim.lsp.buf.definition()
  return vim.wait(500, function()
    return vim.api.nvim_get_current_buf() == home
  end, 20)
end, 50)
local cursor = vim.api.nvim_win_get_cursor(0)
check(
  landed and cursor[1] == 9 and cursor[2] == 8,
  string.format('definition at %s:%d:%d', vim.fn.expand('%:t'), cursor[1], cursor[2] + 1)
)

-- References on the destination (Home.swift, unsaved): both pushes in the quickfix list.
vim.fn.setqflist({}, 'r')
place_cursor_on('.navigationDestination', 2)
vim.lsp.buf.references({ includeDeclaration = false })
vim.wait(timeout, function()
  return #vim.fn.getqflist() > 0
end, 50)
local items = {}
for _, item in ipairs(vim.fn.getqflist()) do
  table.insert(items, vim.fn.fnamemodify(vim.fn.bufname(item.bufnr), ':t') .. ':' .. item.lnum)
end
check(table.concat(items, ' ') == 'Feed.swift:6 Router.swift:7', 'references ' .. table.concat(items, ' '))
vim.cmd('cclose')

-- Code lens above the destination, then run it.
vim.api.nvim_set_current_buf(home)
local lenses = {}
vim.wait(timeout, function()
  vim.lsp.codelens.refresh()
  vim.wait(200, function()
    return #vim.lsp.codelens.get(home) > 0
  end, 20)
  lenses = vim.lsp.codelens.get(home)
  return #lenses > 0
end, 50)
local title = lenses[1] and lenses[1].command and lenses[1].command.title or 'none'
check(title == '2 pushes of Route', 'code lens "' .. title .. '"')
vim.fn.setqflist({}, 'r')
place_cursor_on('.navigationDestination', 2)
vim.lsp.codelens.run()
vim.wait(timeout, function()
  return #vim.fn.getqflist() > 0
end, 50)
check(#vim.fn.getqflist() == 2, 'code lens command lists ' .. #vim.fn.getqflist() .. ' pushes')

-- Hover on the view-based link, through the client's request.
vim.api.nvim_set_current_buf(feed)
place_cursor_on('NavigationLink("About")', 3)
local responses = vim.lsp.buf_request_sync(feed, 'textDocument/hover', vim.lsp.util.make_position_params(), timeout)
local text = ''
for _, response in pairs(responses or {}) do
  local contents = response.result and response.result.contents
  text = text .. ((contents and contents.value) or '')
end
check(text:find('`AboutView` in `Feed.swift`', 1, true) ~= nil, 'hover ' .. text:gsub('\n', ' '))
finish()
