// The home page's short version of founder-story.ts. Keep the two in step when editing.
export const FOUNDER_TEASER = {
  heading: 'Built by someone who has been there',
  text: "Steady was started by a man who spent years telling everyone he was fine. It's built for the guy who isn't ready to say it out loud yet, but wants somewhere to start.",
  linkLabel: 'Read the founder story',
};
