// Imported first by the tests of what production over HTTPS adds (Secure cookies, HSTS): the
// process's configuration names an https SITE_URL before any module reads it.
process.env.SITE_URL = "https://adpl.example";
