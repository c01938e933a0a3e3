import { describe, expect, it } from 'vitest';
import { classesWithoutRules, cssModuleOfClasses } from './routeStyles';

describe("the build's check for styles that never reach their page", () => {
  const bundle = [
    '// src/loading/Island.css.ts',
    'var island = "_1do9u790";',
    '// src/pages/Comparison.css.ts',
    'var offerings$1 = "_17vd90x9";',
    'var lead = "_17vd90x8 _17vd90x7";',
    '// src/pages/ComparisonArticle.tsx',
    'var notAClass = "Conclusión";',
  ].join('\n');

  it('names the .css.ts module of each class in the prerender bundle, and nothing else', () => {
    expect(Object.fromEntries(cssModuleOfClasses(bundle))).toEqual({
      _1do9u790: 'src/loading/Island.css.ts',
      _17vd90x9: 'src/pages/Comparison.css.ts',
      _17vd90x8: 'src/pages/Comparison.css.ts',
      _17vd90x7: 'src/pages/Comparison.css.ts',
    });
  });

  it("finds a class of the page's HTML whose rules exist but are not in the page's styles", () => {
    const html =
      '<div class="_1do9u790" data-island="nav"><header class="hook uazgbo0">Renueva</header></div>';
    const renderable = '._1do9u790{display:contents}.uazgbo0{position:sticky;top:0}';
    expect(classesWithoutRules(html, '.uazgbo0{position:sticky;top:0}', renderable)).toEqual(['_1do9u790']);
    expect(classesWithoutRules(html, renderable, renderable)).toEqual([]);
  });
});
