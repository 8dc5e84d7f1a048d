-- Headless check used by `make test`: opens $NAVLINT_TEST_FILE with editors/neovim/init.lua and waits
-- for a NAV001 diagnostic from the server named by $NAVLINT. Exits 0 when it appears, 1 otherwise.
local function finish(code, message)
  io.stdout:write(message .. '\n')
  io.stdout:flush()
  vim.cmd((code == 0 and 'qall!') or ('cquit ' .. code))
end

vim.cmd('edit ' .. vim.fn.fnameescape(vim.env.NAVLINT_TEST_FILE))
local timeout = tonumber(vim.env.NAVLINT_TEST_TIMEOUT_MS or '15000')
local found = vim.wait(timeout, function()
  for _, d in ipairs(vim.diagnostic.get(0)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    if code == 'NAV001' and d.source == 'navlint' then
      return true
    end
  end
  return false
end, 50)
if not found then
  finish(1, 'navlint-nvim: no NAV001 diagnostic; got ' .. vim.inspect(vim.diagnostic.get(0)))
  return
end
local d = vim.diagnostic.get(0)[1]
finish(0, string.format('navlint-nvim: NAV001 at %d:%d %s', d.lnum + 1, d.col + 1, d.message))
