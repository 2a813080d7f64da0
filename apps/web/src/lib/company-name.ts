const Longest = 90;
const CutAt = 85;

/** A company name as the frame shows it: names over 90 characters are cut to 85 plus an ellipsis (spec §9). */
export function displayCompanyName(name: string): string {
  const characters = Array.from(name);
  return characters.length > Longest ? `${characters.slice(0, CutAt).join('')}...` : name;
}
