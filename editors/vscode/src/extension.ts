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
  // The command navlint's code lenses carry ("2 pushes of Route" above a navigationDestination): VS Code's
  // own references peek, with the server's locations.
  context.subscriptions.push(
    vscode.commands.registerCommand(
      'navlint.showReferences',
      (uri: string, position: { line: number; character: number }, locations: { uri: string; range: any }[]) => {
        const convert = client!.protocol2CodeConverter;
        return vscode.commands.executeCommand(
          'editor.action.showReferences',
          vscode.Uri.parse(uri),
          convert.asPosition(position),
          locations.map((location) => convert.asLocation(location)),
        );
      },
    ),
  );
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
