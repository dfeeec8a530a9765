# The effect language's grammar: phrase shapes only (statements, blocks,
# conditions, expressions, noun phrases). It knows no individual verb: a
# clause is `subject? VERB not? object? tail*` and the registry decides what
# it means. Compile with `npm run grammar`; never edit grammar.ts by hand.
#
# Unambiguous by construction (a test asserts exactly one parse):
# * a clause's arguments are flat: the object, then prepositional tails; the
#   checker binds each tail to the verb's slot or, failing that, attaches it
#   as a qualifier to the nearest noun on its left;
# * outside clauses (for each, choose, count, comparisons, headers)
#   qualifiers nest to the right inside the noun phrase;
# * `while COND` ends a clause; `may` swallows the rest of its line (`;`);
# * words, verbs and keywords are disjoint token classes.

@preprocessor typescript

@{%
import { lexer } from './lexer.ts';
import * as b from './build.ts';
%}

@lexer lexer

main        -> %CONDITION Cond %NEWLINE                      {% b.conditionProgram %}
             | null                                          {% b.program %}
             | Stmts                                         {% b.program %}
Stmts       -> Stmt                                          {% id %}
             | Stmts Stmt                                    {% b.concat %}

# ------------------------------------------------------------ statements

Stmt        -> Chain %NEWLINE                                {% b.chainStmt %}
             | Header ":" Suite                              {% (d) => [b.headerStmt(d)] %}
             | IfStmt                                        {% b.single %}

IfStmt      -> "if" Cond ":" Suite                           {% b.ifStmt %}
             | "if" Cond ":" Suite "otherwise" ":" Suite     {% b.ifElse %}
             | "if" Cond ":" Suite "otherwise" IfStmt        {% b.ifElseIf %}

Suite       -> Chain %NEWLINE                                {% b.suiteInline %}
             | %NEWLINE %INDENT Stmts %DEDENT                {% b.suiteBlock %}

Chain       -> Last                                          {% b.chainLast %}
             | Heads Last                                    {% b.chain %}
Heads       -> ClauseS ";"                                   {% b.firstHead %}
             | Heads ClauseS ";"                             {% b.nextHead %}
Last        -> ClauseS                                       {% id %}
             | "may" Chain                                   {% b.may %}
             | Subject "may" Chain                           {% b.subjectMay %}

Header      -> %when ClauseC                                 {% b.timingHeader %}
             | %timeprep NPQ                                 {% b.timingHeader %}
             | "at" NPQ                                      {% b.timingHeader %}
             | "until" NPQ                                   {% b.duringHeader %}
             | "for" NPQ                                     {% b.forHeader %}
             | NPQ                                           {% b.npHeader %}
             | "choose" NPQ                                  {% b.chooseHeader %}
             | "choose" NPQ "as" %word                       {% b.chooseHeader %}

# --------------------------------------------------------------- clauses

ClauseS     -> %verb Args                                    {% b.clause %}
             | Subject %verb Args                            {% b.subjectClause %}
             | %verb Args "while" Cond                       {% b.clauseWhile %}
             | Subject %verb Args "while" Cond               {% b.subjectClauseWhile %}
ClauseC     -> Subject %verb Args                            {% b.subjectClause %}
             | "there" %verb Args                            {% b.thereClause %}

Subject     -> NPQ                                           {% id %}
             | "I"                                           {% b.iSubject %}

# The object, then tails; `not` right after the verb negates the clause.
Args        -> null                                          {% b.noArgs %}
             | "not" Args1                                   {% b.negated %}
             | Args1                                         {% id %}
Args1       -> ExprA                                         {% b.argsObject %}
             | Tail1                                         {% b.argsTail %}
             | Args1 Tail1                                   {% b.argsMore %}
             | Args1 EachNP                                  {% b.argsEach %}
Tail1       -> Prep ExprA                                    {% b.prepArg %}
             | "instead"                                     {% b.flagArg %}
             | "," ExprA                                     {% b.prepArg %}
Prep        -> %qprep                                        {% id %}
             | %aprep                                        {% id %}

# ------------------------------------------------------------ conditions

Cond        -> Cond "or" Conj                                {% b.or %}
             | Conj                                          {% id %}
Conj        -> Conj "and" Atom                               {% b.and %}
             | Atom                                          {% id %}
Atom        -> "not" Atom                                    {% b.not %}
             | ExprQ %cmp ExprQ                              {% b.compare %}
             | ClauseC                                       {% id %}
             | "(" Cond ")"                                  {% b.parenthesised %}
             | Subject "choose" "to"                         {% b.choice %}
             | Subject "choose" "to" %string                 {% b.choice %}

# ----------------------------------------------------------- expressions
# ExprA: inside a clause's arguments (noun phrases without qualifiers: those
# are the clause's tails). ExprQ: everywhere else (qualifiers nest).

ExprA       -> ExprA AddOp TermA                             {% b.binary %}
             | TermA                                         {% id %}
TermA       -> %number                                       {% b.number %}
             | "-" TermA                                     {% b.negate %}
             | "count" NPx                                   {% b.count %}
             | NPx                                           {% id %}
             | "(" ExprQ ")"                                 {% b.parenthesised %}
ExprQ       -> ExprQ AddOp TermQ                             {% b.binary %}
             | TermQ                                         {% id %}
TermQ       -> %number                                       {% b.number %}
             | "-" TermQ                                     {% b.negate %}
             | "count" NPQ                                   {% b.count %}
             | NPQ                                           {% id %}
             | "(" ExprQ ")"                                 {% b.parenthesised %}
AddOp       -> "+"                                           {% id %}
             | "-"                                           {% id %}

# ---------------------------------------------------------- noun phrases

NPQ         -> NPx                                           {% id %}
             | NPx %qprep NPQ                                {% b.qualify %}
NPx         -> NP                                            {% id %}
             | NP "of" NPx                                   {% b.ofPhrase %}
             | Quant "of" NPx                                {% b.partitive %}
NP          -> Head                                          {% id %}
             | Head Rel                                      {% b.withRelative %}
             | %string                                       {% b.nameRef %}
             | %pronoun                                      {% b.pronoun %}
             | CountOnly                                     {% b.npCountOnly %}
Head        -> Det Words                                     {% b.np %}
             | Words                                         {% b.npBare %}
             | Head %poss Words                              {% b.possessive %}
             | %string %poss Words                           {% b.namePossessive %}
EachNP      -> %each Words                                   {% b.eachPhrase %}

Det         -> Quant                                         {% b.detQuant %}
             | %owner                                        {% b.detOwner %}
             | Quant %owner                                  {% b.det %}
Quant       -> %number                                       {% b.quantifier %}
             | %article                                      {% b.quantifier %}
             | %each                                         {% b.quantifier %}
             | CountOnly                                     {% id %}
CountOnly   -> %bound %number                                {% b.quantifier %}
             | %number %moreless                             {% b.quantifier %}

Words       -> %word                                         {% b.words %}
             | Words %word                                   {% b.words %}

Rel         -> RelSubj %verb                                 {% b.relative %}
RelSubj     -> "I"                                           {% id %}
             | Det Words                                     {% b.np %}
             | %pronoun                                      {% b.pronoun %}
             | %string                                       {% b.nameRef %}
