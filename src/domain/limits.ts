// Limits shared by the server and the browser (STYLE §16). Change them here only.
export const LIMITS = {
  titleLength: 200,
  descriptionLength: 5000,
  textLength: 5000,
  paragraphsPerText: 100,
  textsPerTopic: 50,
  topicsPerLevel: 50,
  topicDepth: 3,
  framesPerDocument: 500,
  tagsPerPresentation: 10,
  tagLength: 40,
  documentBytes: 2_000_000,
  usernameLength: { min: 3, max: 30 },
  passwordLength: { min: 8, max: 200 },
  nameLength: 80,
  emailLength: 254,
} as const;

export const OID_LENGTH = 12;
export const VIEW_LINK_ID_LENGTH = 16;
