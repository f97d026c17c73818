// Third-party scripts are opt-in: a default build adds no script tag of its own (the page menu is React).
type ScriptTag = {src: string; defer?: boolean; async?: boolean; [attr: string]: string | boolean | undefined};

export function siteScripts(env: NodeJS.ProcessEnv = process.env): ScriptTag[] {
  const scripts: ScriptTag[] = [];
  if (env.ANALYTICS_SCRIPT_URL) {
    const tag: ScriptTag = {src: env.ANALYTICS_SCRIPT_URL, defer: true};
    if (env.ANALYTICS_SITE_ID) tag['data-website-id'] = env.ANALYTICS_SITE_ID;
    scripts.push(tag);
  }
  if (env.MARKETING_SCRIPT_URL) {
    const tag: ScriptTag = {src: env.MARKETING_SCRIPT_URL, async: true};
    if (env.MARKETING_SITE_KEY) tag['data-site-key'] = env.MARKETING_SITE_KEY;
    scripts.push(tag);
  }
  return scripts;
}
