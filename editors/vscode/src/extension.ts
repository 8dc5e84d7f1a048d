// The navlint VS Code extension: starts `navlint lsp` for Swift files through vscode-languageclient.
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

function createClient(): LanguageClient {
  const command = vscode.workspace.getConfiguration('navlint').get<string>('path', 'navlint');
  const serverOptions: ServerOptions = {
    run: { command, args: ['lsp'], transport: TransportKind.stdio },
    debug: { command, args: ['lsp'], transport: TransportKind.stdio },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ scheme: 'file', language: 'swift' }, { scheme: 'untitled', language: 'swift' }],
    synchronize: {
      // The server also registers this watcher itself; declaring it keeps older clients informed.
      fileEvents: vscode.workspace.createFileSystemWatcher('**/.navlint.yml'),
      configurationSection: 'navlint',
    },
  };
  return new LanguageClient('navlint', 'navlint', serverOptions, clientOptions);
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  client = createClient();
  context.subscriptions.push(
    vscode.commands.registerCommand('navlint.restart', async () => {
      await client?.stop();
      client = createClient();
      await client.start();
    }),
  );
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
