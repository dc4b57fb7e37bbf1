// Server and shared tests run in Node against real databases; nothing is mocked here.
process.env.TZ = 'UTC';
