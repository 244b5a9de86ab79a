// Each server test file opens its own embedded database, which is slow on a busy 2-core machine.
jest.setTimeout(60_000);
