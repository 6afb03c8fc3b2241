// `npm run admin -- <command>`: grant or revoke the admin and reviewer roles, set a subscription, list accounts.
// The commands are scripts/lib/admin-cli.ts; this file gives them the command line, the environment and the console.
import { runAdmin } from './lib/admin-cli.ts';

process.exitCode = await runAdmin(process.argv.slice(2), process.env, console);
process.exit();
