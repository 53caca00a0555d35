// Built by bench/support/reference-app.ts into ./.next (git-ignored); nothing else reads it.
module.exports = {};
