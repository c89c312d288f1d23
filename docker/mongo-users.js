/* global db, print, quit, require, process */
/**
 * Run by mongosh in compose's one-off `mongo-users` container, signed in as root, before any service starts: each
 * process gets a MongoDB user of its own with readWrite on its own database only, so a process that is taken over
 * reads and writes no other service's data and administers nothing.
 *
 * MONGO_APP_USERS lists them, space-separated, `user:database[,database…]` (the seed writes every service's database).
 * Each user's password is the secret file `mongo_<user>_password` in MONGO_SECRETS_DIR (default /run/secrets), trailing
 * newlines dropped as the services read it. Every run makes the missing users and brings every listed user's password
 * and roles to what is listed (roles replaced, so nothing stays from before): it is safe on every `docker compose up`,
 * on a new or an existing volume, and a changed secret takes effect on the next one.
 */
// mongosh runs scripts with Node's require; fs reads the secrets.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fs = require('fs');

const NAME = /^[a-z][a-z0-9_-]*$/;

function readSecret(dir, name) {
  const file = `${dir}/${name}`;
  let value;
  try {
    value = fs.readFileSync(file, 'utf8').replace(/\n+$/, '');
  } catch {
    throw new Error(`cannot read the secret ${file}`);
  }
  if (!value) throw new Error(`the secret ${file} is empty`);
  return value;
}

/** The users MONGO_APP_USERS lists, each with its password and readWrite on its databases only. */
function listedUsers(env, dir) {
  const entries = (env.MONGO_APP_USERS || '').split(/\s+/).filter(Boolean);
  if (entries.length === 0) throw new Error('MONGO_APP_USERS lists no user');
  const seen = new Set();
  return entries.map((entry) => {
    const [user, databases = ''] = entry.split(':');
    const names = databases.split(',').filter(Boolean);
    if (!NAME.test(user) || names.length === 0 || !names.every((name) => NAME.test(name)))
      throw new Error(`MONGO_APP_USERS: "${entry}" is not user:database[,database…]`);
    if (names.includes('admin') || names.includes('local') || names.includes('config'))
      throw new Error(`MONGO_APP_USERS: ${user} may not be given a system database`);
    if (seen.has(user)) throw new Error(`MONGO_APP_USERS names ${user} twice`);
    seen.add(user);
    return {
      user,
      pwd: readSecret(dir, `mongo_${user}_password`),
      roles: names.map((name) => ({ role: 'readWrite', db: name })),
    };
  });
}

try {
  const env = process.env;
  const dir = env.MONGO_SECRETS_DIR || '/run/secrets';
  const users = listedUsers(env, dir);
  const admin = db.getSiblingDB('admin');
  admin.auth(env.MONGO_ROOT_USERNAME, readSecret(dir, 'mongo_root_password'));
  for (const { user, pwd, roles } of users) {
    if (admin.getUser(user)) admin.updateUser(user, { pwd, roles });
    else admin.createUser({ user, pwd, roles });
    print(`${user}: readWrite on ${roles.map((role) => role.db).join(', ')}`);
  }
} catch (error) {
  print(`mongo-users: ${error.message}`);
  quit(1);
}
