import { Types } from 'mongoose';
import {
  connectTestDatabase,
  describeRouteSafetyNet,
  discoverRoutes,
  dropTestDatabase,
  startPeers,
  testDatabaseName,
  testEnv,
  allowTestTime,
} from '@hfl/kit/testing';
import { buildApp } from './app';
import { loadContentConfig } from './config';
import { BlogPost } from './models/blog-post';
import { TeamLogo } from './models/team-logo';
import { seed } from './seed';

allowTestTime(60_000);

describeRouteSafetyNet({
  name: 'content',
  routes: discoverRoutes(buildApp(loadContentConfig(testEnv('route_discovery')))),
  minimumRoutes: 12,
  start: async () => {
    const dbName = testDatabaseName('content_safety_net');
    await connectTestDatabase(dbName);
    // Accounts names a post's author: a hostile post that passes every check is written, not a 503.
    const { accounts } = await startPeers(['accounts']);
    return buildApp(loadContentConfig(testEnv(dbName, { ACCOUNTS_URL: accounts.url })));
  },
  seed: async () => {
    // The demo content (made once, kept as routes change it): posts and pictures for the ids below, so hostile input
    // reaches past the loaders.
    await seed();
    const [post, logo] = await Promise.all([BlogPost.findOne(), TeamLogo.findOne()]);
    const ids = { blogPost: String(post!._id), file: String(logo!._id) };
    return {
      userId: new Types.ObjectId().toHexString(),
      ownerId: new Types.ObjectId().toHexString(),
      param: (_name, path) =>
        path.startsWith('/blog-posts')
          ? ids.blogPost
          : path.includes('/files') || path.startsWith('/team-logos')
            ? ids.file
            : undefined,
    };
  },
  stop: dropTestDatabase,
});
