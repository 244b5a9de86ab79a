// Applied to rc-field-form's utils/validateUtil.js, the rule checking under react-vant's Form.
// It checks each rule with async-validator (4.4 KiB gzip), which every page with a form fetched with the form,
// though a form is drawn without it: it is first needed when a rule is first checked, as the user types into a
// field or taps submit. It is fetched then, once; its rule checking is unchanged. A failed fetch shows the
// network message under the field (the form is not submitted) and is tried again at the next check.
const VALIDATOR_IMPORT = /^import RawAsyncValidator from 'async-validator';[ \t]*\n/m;
const VALIDATOR_ALIAS = /^var AsyncValidator = RawAsyncValidator;[ \t]*$/m;
const VALIDATE_RULE = /^function validateRule\((_x(?:, _x\d+)*)\) \{\n {2}return _validateRule\.apply\(this, arguments\);\n\}/m;
const NETWORK_MESSAGE = '网络不给力，请稍后重试';

/**
 * @this {{ emitWarning?: (e: Error) => void } | undefined} webpack's loader context
 * @param {string} source rc-field-form's es/utils/validateUtil.js
 */
function rcFieldFormValidator(source) {
  if (!VALIDATOR_IMPORT.test(source) || !VALIDATOR_ALIAS.test(source) || !VALIDATE_RULE.test(source)) {
    // A new rc-field-form: the build still works, with async-validator in every form's chunk again.
    this?.emitWarning?.(
      new Error(
        'rc-field-form 的 validateUtil.js 与预期不符，async-validator 将随表单一起加载（见 build/loaders/rc-field-form-validator.cjs）',
      ),
    );
    return source;
  }
  return source
    .replace(VALIDATOR_IMPORT, '')
    .replace(VALIDATOR_ALIAS, 'var AsyncValidator;')
    .replace(
      VALIDATE_RULE,
      (_, params) => `function validateRule(${params}) {
  var self = this, args = arguments;
  var ready = AsyncValidator ? Promise.resolve() : import('async-validator').then(function (m) { AsyncValidator = m.default; });
  return ready.then(function () { return _validateRule.apply(self, args); }, function () { return [${JSON.stringify(NETWORK_MESSAGE)}]; });
}`,
    );
}

module.exports = rcFieldFormValidator;
