// Keeps the handlers' structured logs out of test output unless a test asks for them.
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
// Node 20 runs here and in CI; Lambda runs Node 22, so the SDK's Node 20 notice is noise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
